import { createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { EDITOR_HTML, EDITOR_NODES } from '../editor-config';
import { describeHtml } from './describe-html';
import { $exportHtml } from './export-html';
import { $importHtml } from './import-html';

function roundTrip(html: string): string {
  const editor = createEditor({
    nodes: EDITOR_NODES,
    html: EDITOR_HTML,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $importHtml(editor, html), { discrete: true });
  return editor.read(() => $exportHtml(editor));
}

/** Descriptions made only of what the API's sanitizer keeps (security/sanitize-description.ts). */
const ALLOWED = {
  headings: '<h2>Новый сайт</h2><h3>Подзаголовок</h3><h4>Мелкий заголовок</h4><p>Текст</p>',
  'text formats': '<p>Обычный <strong>жирный</strong>, <em>курсив</em>, <u>подчеркнутый</u> и <strong><em><u>всё</u></em></strong></p>',
  'b and i': '<p><b>жирный</b> и <i>курсив</i> и <b><i>оба</i></b></p>',
  'line breaks': '<p>первая строка<br>вторая строка<br>третья</p>',
  links:
    '<p><a href="https://example.by/a?b=1" target="_blank" rel="noopener noreferrer">https</a>, ' +
    '<a href="http://example.by" target="_blank" rel="noopener noreferrer">http</a>, ' +
    '<a href="mailto:info@example.by">почта</a>, <a href="tel:+375171234567">телефон</a></p>',
  'same-tab and site links':
    '<p><a href="https://example.by/a">тут же</a>, <a href="/news/novyj-sajt">новость</a>, <a href="/contacts?office=minsk">контакты</a></p>',
  quotes: '<blockquote>Цитата с <strong>жирным</strong> словом<br>и второй строкой</blockquote><p>после</p>',
  'inline code': '<p>Команда <code>npm i</code> и <strong><code>жирный код</code></strong></p>',
  'formatted link text': '<p><a href="https://example.by" target="_blank" rel="noopener noreferrer"><strong>жирная</strong> ссылка</a></p>',
  lists: '<ul><li>первый</li><li>второй</li></ul><ol><li>один</li><li>два</li></ol>',
  'nested lists': '<ul><li>a<ul><li>a.1</li><li>a.2</li></ul></li><li>b</li></ul><ol><li>1<ol><li>1.1</li></ol></li></ol>',
  'text colours': [
    '<p><span style="color:#48AE5A">зеленый</span> <span style="color:#F24942">красный</span> ',
    '<span style="color:#000000">черный</span> <span style="color:#FFFFFF">белый</span></p>',
  ].join(''),
  'background colours': [
    '<p><span style="background-color:#48AE5A">зеленый</span> <span style="background-color:#F24942">красный</span> ',
    '<span style="background-color:#000000">черный</span> <span style="background-color:#FFFFFF">белый</span></p>',
  ].join(''),
  'both colours in one span': '<p><span style="color:#FFFFFF;background-color:#F24942">белое на красном</span></p>',
  'nested colour spans': '<p><span style="color:#48AE5A">зел <span style="background-color:#000000">на черном</span></span></p>',
  'colour inside formats': '<h2><strong><span style="color:#F24942">Важно</span></strong>: <em>читайте</em></h2>',
  alignment: [
    '<p style="text-align:left">слева</p><p style="text-align:center">центр</p>',
    '<h3 style="text-align:right">справа</h3><p style="text-align:justify">по ширине</p>',
    '<ul><li style="text-align:center">пункт</li></ul>',
  ].join(''),
  'a full item': [
    '<h2 style="text-align:center">Добро пожаловать на новый сайт</h2>',
    '<p>Мы обновили сайт. <strong>Подробности</strong> — по <a href="tel:+375172000000">телефону</a>.</p>',
    '<ol><li><span style="color:#48AE5A">зеленый</span> пункт</li><li><u>второй</u></li></ol>',
  ].join(''),
};

describe('HTML round trip of the editor', () => {
  it.each(Object.entries(ALLOWED))('keeps %s through a load and an export', (_name, html) => {
    const exported = roundTrip(html);
    expect(describeHtml(exported)).toEqual(describeHtml(html));
    expect(describeHtml(html).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(ALLOWED))('exports %s in a form that a second round trip leaves unchanged', (_name, html) => {
    const once = roundTrip(html);
    expect(roundTrip(once)).toBe(once);
  });

  it('writes the stored form: strong/em/u, one span of palette colours, no classes or Lexical attributes', () => {
    const html = '<p><b><i>x</i></b> <span style="color: rgb(242, 73, 66); background-color: white">y</span></p>';
    expect(roundTrip(html)).toBe('<p><strong><em>x</em></strong> <span style="color:#F24942;background-color:#FFFFFF">y</span></p>');
    expect(roundTrip('<ul><li>a</li><li>b</li></ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('keeps description HTML that is already in the stored form byte for byte', () => {
    for (const html of [ALLOWED.headings, ALLOWED['nested lists'], ALLOWED.alignment, ALLOWED['text colours'], ALLOWED.quotes, ALLOWED.links]) {
      expect(roundTrip(html)).toBe(html);
    }
  });

  it('drops what the palette does not have and what the API would not keep', () => {
    const html = '<p><span style="color:#123456;font-size:40px">x</span><span class="c" style="background-color:#FFFFFF">y</span></p>';
    expect(roundTrip(html)).toBe('<p>x<span style="background-color:#FFFFFF">y</span></p>');
  });

  it('keeps a stored new tab only on outside web links, and never an opener', () => {
    expect(roundTrip('<p><a href="https://e.by" target="_blank" rel="opener">a</a> <a href="/about" target="_blank">b</a></p>')).toBe(
      '<p><a href="https://e.by" target="_blank" rel="noopener noreferrer">a</a> <a href="/about">b</a></p>',
    );
  });

  it('gathers loose text into a paragraph and gives an empty editor for blank HTML', () => {
    expect(roundTrip('just text <strong>bold</strong>')).toBe('<p>just text <strong>bold</strong></p>');
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p><br></p>')).toBe('');
  });
});
