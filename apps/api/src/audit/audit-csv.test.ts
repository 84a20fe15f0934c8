import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './audit-csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+375 29 123-45-67', `"'+375 29 123-45-67"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=HYPERLINK("http://x")', `"'\n=HYPERLINK(""http://x"")"`],
    ['\nтекст', `"'\nтекст"`],
    ['  =1+1', `"'  =1+1"`],
    ['\uff1d1+1', `"'\uff1d1+1"`],
  ])('neutralises %j, which a spreadsheet could run', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['ООО «Альфа»', '"ООО «Альфа»"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['1 = 1', '"1 = 1"'],
    ['строка 1\nстрока 2', '"строка 1\nстрока 2"'],
    ['', '""'],
  ])('quotes %j and leaves it as it is', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps a cell with a line break whole inside its quotes in a file', () => {
    const file = csvFile(['A', 'B'], [['\n=1', 'x']]);
    expect(file).toBe('\uFEFF"A";"B"\r\n"\'\n=1";"x"\r\n');
  });
});
