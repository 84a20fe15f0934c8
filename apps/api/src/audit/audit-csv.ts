import type { AuditEntry } from '@fuelcard/contracts';

/** UTF-8 byte order mark: spreadsheet programs then read the Cyrillic right. */
export const CSV_BOM = '\uFEFF';
/** Semicolons, as a spreadsheet in a Russian locale expects. */
const SEPARATOR = ';';
const HEADER = [
  'ID',
  'Время (UTC)',
  'Кто',
  'Действие',
  'Объект',
  'IP',
  'User-Agent',
  'Подробности',
  'Название объекта',
];

/**
 * What a spreadsheet may run as a formula (OWASP's CSV injection advice): a cell that begins with
 * = + - @ (or their full-width forms, which some programs read alike), also after leading spaces,
 * or with a tab, a carriage return or a line feed.
 */
const FORMULA_START = /^(?:[\t\r\n]|[ \u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/**
 * One cell: always quoted (so a separator, quote or line break inside stays in the cell), quotes
 * doubled; a value a spreadsheet would run as a formula is neutralised with a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** An entry's object by its title or username, and whether it is gone (a news item is feminine). */
function objectName({ object }: AuditEntry): string {
  if (!object) return '';
  const gone = object.exists ? '' : object.type === 'news' ? ' (удалена)' : ' (удалён)';
  return `${object.title ?? ''}${gone}`.trim();
}

export function csvRow(entry: AuditEntry): string {
  return [
    String(entry.id),
    entry.at,
    entry.actor,
    entry.action,
    entry.target ?? '',
    entry.ip,
    entry.userAgent,
    Object.keys(entry.details).length === 0 ? '' : JSON.stringify(entry.details),
    objectName(entry),
  ]
    .map(csvCell)
    .join(SEPARATOR);
}

/** One line of cells, without its line break. */
export const csvLine = (cells: readonly string[]): string => cells.map(csvCell).join(SEPARATOR);

/** A whole file of cells: BOM, header, one line per row (CRLF, RFC 4180). */
export function csvFile(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return CSV_BOM + [csvLine(header), ...rows.map(csvLine)].join('\r\n') + '\r\n';
}

/** The whole file: BOM, header, one line per entry (CRLF, RFC 4180). */
export function auditCsv(entries: AuditEntry[]): string {
  return (
    CSV_BOM + [HEADER.map(csvCell).join(SEPARATOR), ...entries.map(csvRow)].join('\r\n') + '\r\n'
  );
}
