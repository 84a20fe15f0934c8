import { $getRoot, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { EDITOR_HTML, EDITOR_NODES } from '../editor-config';
import { $isImageNode } from '../nodes/image-node';
import { $exportHtml } from './export-html';
import { $importHtml } from './import-html';

const SRC = '/api/images/0123456789abcdef0123456789abcdef.jpg';

function editorWith(html: string) {
  const editor = createEditor({
    nodes: EDITOR_NODES,
    html: EDITOR_HTML,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $importHtml(editor, html), { discrete: true });
  return editor;
}
const roundTrip = (html: string) => {
  const editor = editorWith(html);
  return editor.read(() => $exportHtml(editor));
};

describe('images in the editor', () => {
  it('keeps an image of ours through a load and an export, as the API stores it', () => {
    const html = `<p>До</p><img src="${SRC}" alt="Заправка ночью" width="960" height="640" loading="lazy" decoding="async"><p>После</p>`;
    expect(roundTrip(html)).toBe(html);
  });

  it('loads an image as one image node between the paragraphs', () => {
    const editor = editorWith(`<p>а</p><img src="${SRC}" alt="x" width="2" height="1"><p>б</p>`);
    editor.read(() => {
      const children = $getRoot().getChildren();
      expect(children.map((child) => child.getType())).toEqual(['paragraph', 'image', 'paragraph']);
      const image = children[1];
      expect($isImageNode(image) && image.getAlt()).toBe('x');
    });
  });

  it('keeps a description that is only an image', () => {
    const html = `<img src="${SRC}" alt="x" width="2" height="1" loading="lazy" decoding="async">`;
    expect(roundTrip(html)).toBe(html);
  });

  it.each([
    ['another host', `<img src="https://evil.example${SRC}" alt="x" width="2" height="1">`],
    ['no alt', `<img src="${SRC}" width="2" height="1">`],
    ['no size', `<img src="${SRC}" alt="x">`],
    ['a data URL', '<img src="data:image/png;base64,AAAA" alt="x" width="2" height="1">'],
  ])('drops an image with %s on load', (_, image) => {
    expect(roundTrip(`<p>а</p>${image}`)).toBe('<p>а</p>');
  });

  it('exports an edited alt text and drops nothing else', () => {
    const editor = editorWith(`<img src="${SRC}" alt="old" width="2" height="1">`);
    editor.update(
      () => {
        const image = $getRoot().getFirstChild();
        if ($isImageNode(image)) image.setAlt('Новый текст');
      },
      { discrete: true },
    );
    expect(editor.read(() => $exportHtml(editor))).toBe(
      `<img src="${SRC}" alt="Новый текст" width="2" height="1" loading="lazy" decoding="async">`,
    );
  });
});
