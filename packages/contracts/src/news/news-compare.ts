/** Orders ids numerically (they are integer strings); any other id after them, by text. */
export function compareIds(a: string, b: string): number {
  const left = Number(a);
  const right = Number(b);
  const leftNumeric = a !== '' && Number.isFinite(left);
  const rightNumeric = b !== '' && Number.isFinite(right);
  if (leftNumeric && rightNumeric) return left - right || (a < b ? -1 : a > b ? 1 : 0);
  if (leftNumeric !== rightNumeric) return leftNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newer `YYYY-MM-DD` first; an empty date after every real one. */
export function compareDatesNewestFirst(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  return a > b ? -1 : 1;
}
