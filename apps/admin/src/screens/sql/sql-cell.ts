/** How the SQL Explorer shows one cell: null as NULL (spec §7), objects as JSON, the rest as text. */
export function sqlCellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The columns of a result: every key of every row, in the order they first appear. */
export function sqlColumns(rows: readonly Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/**
 * Values longer than this are cut and open whole on a click: the characters the table column's cap
 * (sql.css's --sql-cell-cap, 28ch of the monospace face, about 240 px) holds (review s47c,
 * finding 4; it was 48 under a 352 px cap, so values between them were cut with no way to open).
 * A phone's record card clamps the same values to three lines (review s48b, finding 7).
 */
export const LONG_CELL = 28;
