import { $isHeadingNode } from '@lexical/rich-text';
import { $getRoot, $isElementNode, $isTextNode, createEditor, type LexicalEditor, type LexicalNode } from 'lexical';
import { describe, expect, it } from 'vitest';
import { EDITOR_HTML, EDITOR_NODES } from '../editor-config';
import { $exportHtml } from '../html/export-html';
import { $importHtml } from '../html/import-html';
import { applyColour, clearFormatting, toggleHeading } from './formatting';
import { $readToolbarState } from './toolbar-state';

function editorWith(html: string): LexicalEditor {
  const editor = createEditor({ nodes: EDITOR_NODES, html: EDITOR_HTML, onError: (error) => { throw error; } });
  editor.update(() => $importHtml(editor, html), { discrete: true });
  return editor;
}

function firstText(node: LexicalNode): LexicalNode | null {
  if ($isTextNode(node)) return node;
  if (!$isElementNode(node)) return null;
  for (const child of node.getChildren()) {
    const found = firstText(child);
    if (found) return found;
  }
  return null;
}

/** Selects the text that contains `word`, as a user would by dragging over it. */
function caretIn(editor: LexicalEditor, word: string) {
  editor.update(
    () => {
      const texts = $getRoot().getAllTextNodes();
      const text = texts.find((node) => node.getTextContent().includes(word)) ?? firstText($getRoot());
      if (!$isTextNode(text)) throw new Error(`no text ${word}`);
      text.select(0, text.getTextContentSize());
    },
    { discrete: true },
  );
}

const state = (editor: LexicalEditor) => editor.read(() => $readToolbarState());
const html = (editor: LexicalEditor) => editor.read(() => $exportHtml(editor));

describe('$readToolbarState', () => {
  it.each([
    ['<h3>заголовок</h3>', 'заголовок', { block: 'h3' }],
    ['<p>обычный</p>', 'обычный', { block: 'paragraph', bold: false, link: false, align: '' }],
    ['<ol><li>пункт</li></ol>', 'пункт', { block: 'number' }],
    ['<ul><li>a<ol><li>вложенный</li></ol></li></ul>', 'вложенный', { block: 'number' }],
    ['<p><strong><em><u>всё</u></em></strong></p>', 'всё', { bold: true, italic: true, underline: true }],
    ['<p><a href="https://example.by">ссылка</a></p>', 'ссылка', { link: true }],
    ['<p><span style="color:#F24942;background-color:#000000">цвет</span></p>', 'цвет', { color: '#F24942', background: '#000000' }],
    ['<p style="text-align:right">вправо</p>', 'вправо', { align: 'right' }],
    ['<ul><li style="text-align:center">центр</li></ul>', 'центр', { align: 'center', block: 'bullet' }],
  ])('reads %s', (source, word, expected) => {
    const editor = editorWith(source);
    caretIn(editor, word);
    expect(state(editor)).toMatchObject(expected);
  });
});

describe('formatting operations', () => {
  it('toggles a heading on the caret block and back to a paragraph', () => {
    const editor = editorWith('<p>текст</p>');
    caretIn(editor, 'текст');
    toggleHeading(editor, 'h4', false);
    expect(html(editor)).toBe('<h4>текст</h4>');
    editor.read(() => expect($isHeadingNode($getRoot().getFirstChild())).toBe(true));
    toggleHeading(editor, 'h4', true);
    expect(html(editor)).toBe('<p>текст</p>');
  });

  it('colours what is typed next when the selection is collapsed, and clearing resets that', () => {
    const editor = editorWith('<p>текст</p>');
    caretIn(editor, 'текст');
    applyColour(editor, 'background-color', '#48AE5A');
    editor.read(() => expect($readToolbarState().background).toBe('#48AE5A'));
    clearFormatting(editor);
    editor.read(() => expect($readToolbarState().background).toBeUndefined());
  });
});
