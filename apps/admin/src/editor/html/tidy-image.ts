import { descriptionImageAttributes } from '@fuelcard/contracts';

/**
 * An exported image as the API stores it (src, alt, width, height, lazy): the sanitiser's own
 * rule; an image it would drop goes here already.
 */
export function tidyImage(element: Element): void {
  const kept = descriptionImageAttributes({
    src: element.getAttribute('src') ?? undefined,
    alt: element.getAttribute('alt') ?? undefined,
    width: element.getAttribute('width') ?? undefined,
    height: element.getAttribute('height') ?? undefined,
  });
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
  if (!kept) {
    element.remove();
    return;
  }
  for (const [name, value] of Object.entries(kept)) element.setAttribute(name, value);
}
