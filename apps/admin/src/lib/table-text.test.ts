import { describe, expect, it } from 'vitest';
import { toCsv, toTsv } from './table-text';

const rows = [
  { id: 1, title: 'Простой текст', note: null },
  { id: 2, title: 'С запятой, "кавычками"\nи строкой', note: { k: 1 } },
  { id: 3, title: 'таб\tвнутри', note: undefined },
];

describe('toCsv', () => {
  it('writes RFC 4180 CSV with semicolons: header, CRLF, quoted fields, empty nulls, JSON objects', () => {
    expect(toCsv(['id', 'title', 'note'], rows)).toBe(
      [
        'id;title;note',
        '1;Простой текст;',
        '2;"С запятой, ""кавычками""\nи строкой";"{""k"":1}"',
        '3;таб\tвнутри;',
      ].join('\r\n'),
    );
    expect(toCsv(['a'], [{ a: 'x;y' }])).toBe('a\r\n"x;y"');
  });
});

describe('formulas', () => {
  it('neutralises cells a spreadsheet would run as a formula, and keeps numbers as they are', () => {
    const hostile = [
      { v: '=HYPERLINK("http://evil.example","x")' },
      { v: '+1+cmd|calc' },
      { v: '-2+3' },
      { v: '@SUM(A1)' },
      { v: '\t=1' },
      { v: -5 },
      { v: '-5.25' },
      { v: '+7' },
      { v: 'a=b' },
    ];
    expect(toCsv(['v'], hostile).split('\r\n')).toEqual([
      'v',
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      "'+1+cmd|calc",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      '-5',
      '-5.25',
      '+7',
      'a=b',
    ]);
    expect(toTsv(['v'], [{ v: '=1+1' }])).toBe("v\r\n'=1+1");
  });
});

describe('toTsv', () => {
  it('separates by tabs and quotes what would break a row or a cell', () => {
    expect(toTsv(['id', 'title'], rows)).toBe(
      [
        'id\ttitle',
        '1\tПростой текст',
        '2\t"С запятой, ""кавычками""\nи строкой"',
        '3\t"таб\tвнутри"',
      ].join('\r\n'),
    );
  });

  it('gives only the header for no rows', () => {
    expect(toTsv(['a', 'b'], [])).toBe('a\tb');
  });
});
