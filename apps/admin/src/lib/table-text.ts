/**
 * A result as text for spreadsheets: CSV (RFC 4180's quoting with semicolons, as a spreadsheet in
 * a Russian locale expects and as the activity log's export has it; CRLF, fields with a semicolon,
 * quote or line break in double quotes, quotes doubled; the download adds a UTF-8 byte order mark) and TSV as spreadsheets put it on the clipboard
 * (tabs; a field with a tab, quote or line break quoted the same way). null and undefined are
 * empty cells, objects are JSON. A text that a spreadsheet would run as a formula (it starts with
 * =, +, -, @, a tab or a carriage return and is not a plain number) gets a leading apostrophe
 * (OWASP's CSV injection advice): a value stored by anyone cannot run in the editor's spreadsheet.
 */
export type Cell = unknown;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

function table(
  columns: readonly string[],
  rows: readonly Record<string, Cell>[],
  separator: string,
): string {
  const line = (cells: readonly Cell[]) =>
    cells.map((cell) => quoted(cellText(cell), separator)).join(separator);
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column])))].join(
    '\r\n',
  );
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, Cell>[]): string {
  return table(columns, rows, ';');
}

export function toTsv(columns: readonly string[], rows: readonly Record<string, Cell>[]): string {
  return table(columns, rows, '\t');
}
