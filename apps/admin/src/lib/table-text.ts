/**
 * A result as text for spreadsheets: CSV (RFC 4180: commas, CRLF, fields with a comma, quote or
 * line break in double quotes, quotes doubled) and TSV as spreadsheets put it on the clipboard
 * (tabs; a field with a tab, quote or line break quoted the same way). null and undefined are
 * empty cells, objects are JSON.
 */
export type Cell = unknown;

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function table(columns: readonly string[], rows: readonly Record<string, Cell>[], separator: string): string {
  const line = (cells: readonly Cell[]) => cells.map((cell) => quoted(cellText(cell), separator)).join(separator);
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column])))].join('\r\n');
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, Cell>[]): string {
  return table(columns, rows, ',');
}

export function toTsv(columns: readonly string[], rows: readonly Record<string, Cell>[]): string {
  return table(columns, rows, '\t');
}
