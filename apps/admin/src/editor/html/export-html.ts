import { $generateHtmlFromNodes } from '@lexical/html';
import { $getRoot, type LexicalEditor } from 'lexical';
import { tidyHtml } from './tidy-html';

/** True when the editor holds nothing but empty paragraphs. */
function $isBlank(): boolean {
  const root = $getRoot();
  return root.getTextContent().trim() === '' && root.getChildren().every((child) => child.getType() === 'paragraph');
}

/**
 * The editor's content as the HTML the API stores (inside `editor.read` or `editor.update`);
 * a blank editor gives ''.
 */
export function $exportHtml(editor: LexicalEditor): string {
  if ($isBlank()) return '';
  // An inert document: nothing in it loads or runs while it is tidied.
  const { body } = new DOMParser().parseFromString($generateHtmlFromNodes(editor), 'text/html');
  return tidyHtml(body);
}
