import { describe, expect, it } from 'vitest';
import { formatHtml, formatSqlValue } from './sql-value-format';

describe('formatSqlValue (review s47c, finding 12)', () => {
  it('indents JSON by two spaces', () => {
    expect(formatSqlValue('{"a":1,"b":[1,2],"c":{"d":null}}')).toEqual({
      kind: 'json',
      text: '{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ],\n  "c": {\n    "d": null\n  }\n}',
    });
  });

  it('puts each block of HTML on its own line, indented by nesting, inline tags kept in the line', () => {
    const html =
      '<p>Первый <strong>абзац</strong> и <a href="/x">ссылка</a>.</p><ul><li>один</li><li>два<br>строка</li></ul><p></p><div><p>в блоке</p></div>';
    expect(formatSqlValue(html)).toEqual({
      kind: 'html',
      text: [
        '<p>Первый <strong>абзац</strong> и <a href="/x">ссылка</a>.</p>',
        '<ul>',
        '  <li>один</li>',
        '  <li>два<br>строка</li>',
        '</ul>',
        '<p></p>',
        '<div>',
        '  <p>в блоке</p>',
        '</div>',
      ].join('\n'),
    });
  });

  it('keeps text that is neither JSON nor HTML with blocks as it is', () => {
    expect(formatSqlValue('plain <b>bold</b> text')).toEqual({ kind: 'text', text: 'plain <b>bold</b> text' });
    expect(formatSqlValue('<b>only inline</b>')).toEqual({ kind: 'text', text: '<b>only inline</b>' });
    expect(formatSqlValue('{not json')).toEqual({ kind: 'text', text: '{not json' });
    expect(formatSqlValue('42')).toEqual({ kind: 'text', text: '42' });
  });

  it('copes with unbalanced markup without losing any of it', () => {
    const out = formatHtml('<div><p>a</div></span><p>b')!;
    expect(out.replace(/\s+/g, '')).toBe('<div><p>a</div></span><p>b'.replace(/\s+/g, ''));
  });
});
