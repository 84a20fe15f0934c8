import { $getDocument, type DOMExportOutput, type LexicalEditor, type LexicalNode, type TextNode } from 'lexical';
import { paletteStyleOf, paletteStyleText } from '../palette';

function wrap(inner: HTMLElement | Text, tag: string): HTMLElement {
  const element = $getDocument().createElement(tag);
  element.append(inner);
  return element;
}

/**
 * Text as the API stores it: `<strong>`, `<em>`, `<u>`, `<code>` and one `<span>` with the palette colours,
 * without Lexical's theme classes, `white-space` style and `<b>`/`<i>` doubling.
 */
export function exportText(_editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const text = node as TextNode;
  let element: HTMLElement | Text = $getDocument().createTextNode(text.getTextContent());
  const style = paletteStyleText(paletteStyleOf(text.getStyle()));
  if (style !== '') {
    element = wrap(element, 'span');
    element.setAttribute('style', style);
  }
  if (text.hasFormat('code')) element = wrap(element, 'code');
  if (text.hasFormat('underline')) element = wrap(element, 'u');
  if (text.hasFormat('italic')) element = wrap(element, 'em');
  if (text.hasFormat('bold')) element = wrap(element, 'strong');
  return { element };
}
