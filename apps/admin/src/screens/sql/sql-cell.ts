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
