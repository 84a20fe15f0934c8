import { $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  type LexicalEditor,
  type LexicalNode,
  type ParagraphNode,
} from 'lexical';

/**
 * Replaces the editor's content with the given HTML (inside `editor.update`). Inline nodes at the
 * top level (text outside any block) are gathered into paragraphs, since the root holds blocks only.
 */
export function $importHtml(editor: LexicalEditor, html: string): void {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  const root = $getRoot();
  root.clear();
  let paragraph: ParagraphNode | null = null;
  const place = (node: LexicalNode) => {
    if (($isElementNode(node) && !node.isInline()) || ($isDecoratorNode(node) && !node.isInline())) {
      paragraph = null;
      root.append(node);
      return;
    }
    if (!paragraph) {
      paragraph = $createParagraphNode();
      root.append(paragraph);
    }
    paragraph.append(node);
  };
  nodes.forEach(place);
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}
