import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TextNode, type EditorThemeClasses, type HTMLConfig, type Klass, type LexicalNode } from 'lexical';
import { exportText } from './html/text-export';
import { ImageNode } from './nodes/image-node';
import { paletteTextImport } from './html/text-import';

/** The nodes behind the toolbar: headings, quotes, lists, links and images (paragraphs and text are built in). */
export const EDITOR_NODES: Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  // Images from the media library (issue 26 §6).
  ImageNode,
];

/** Class names of the editing surface (see editor.css); they never reach the exported HTML. */
export const EDITOR_THEME: EditorThemeClasses = {
  paragraph: 'rte__paragraph',
  heading: { h2: 'rte__h2', h3: 'rte__h3', h4: 'rte__h4' },
  list: {
    ol: 'rte__ol',
    ul: 'rte__ul',
    listitem: 'rte__li',
    nested: { listitem: 'rte__li--nested' },
  },
  quote: 'rte__quote',
  link: 'rte__link',
  text: { bold: 'rte__bold', italic: 'rte__italic', underline: 'rte__underline', code: 'rte__code' },
};

/** HTML in and out: palette colours survive the import, the export is the API's stored form. */
export const EDITOR_HTML: HTMLConfig = {
  import: paletteTextImport(),
  export: new Map([[TextNode, exportText]]),
};

export function onEditorError(error: Error): void {
  console.error(error);
}
