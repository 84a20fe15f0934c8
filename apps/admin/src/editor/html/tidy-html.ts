import { linkAttributes } from '../link-url';
import { paletteStyleOf, paletteStyleText } from '../palette';
import { tidyImage } from './tidy-image';

const ALIGNABLE = new Set(['P', 'H2', 'H3', 'H4', 'LI']);
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

/** The allowed declarations of an element's style, in the API's canonical `prop:value;…` form. */
function tidyStyle(element: Element): string {
  const css = element.getAttribute('style') ?? '';
  const colours = paletteStyleText(paletteStyleOf(css));
  const align = /(?:^|;)\s*text-align\s*:\s*([a-z]+)/i.exec(css)?.[1]?.toLowerCase();
  const alignment = align && ALIGNABLE.has(element.nodeName) && ALIGNMENTS.has(align) ? `text-align:${align}` : '';
  return [colours, alignment].filter(Boolean).join(';');
}

function tidyAttributes(element: Element): void {
  if (element.nodeName === 'IMG') return tidyImage(element);
  const style = tidyStyle(element);
  const href = element.nodeName === 'A' ? element.getAttribute('href') : null;
  const newTab = element.getAttribute('target') === '_blank';
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
  if (style !== '') element.setAttribute('style', style);
  if (href === null) return;
  // As the API stores links: the chosen new tab (outside web addresses only) without the opener.
  const { target, rel } = linkAttributes(href, newTab);
  element.setAttribute('href', href);
  if (target && rel) {
    element.setAttribute('target', target);
    element.setAttribute('rel', rel);
  }
}

/** Lexical puts a nested list in a list item of its own; the API and browsers expect it inside the item before. */
function foldNestedLists(container: Element): void {
  for (const item of [...container.querySelectorAll('li')]) {
    const only = item.children.length === 1 ? item.firstElementChild : null;
    const previous = item.previousElementSibling;
    const listOnly = only && (only.nodeName === 'UL' || only.nodeName === 'OL') && item.textContent === only.textContent;
    if (listOnly && previous?.nodeName === 'LI') {
      previous.append(only);
      item.remove();
    }
  }
}

/**
 * Brings exported HTML to the form the API stores: no classes, `dir`, `value` or data
 * attributes, only palette colours and block alignment in styles, links with their href (a
 * chosen new tab with target and rel as the API keeps them), nested lists inside their item.
 */
export function tidyHtml(container: Element): string {
  foldNestedLists(container);
  for (const element of [...container.querySelectorAll('*')]) tidyAttributes(element);
  return container.innerHTML;
}
