/** How long a deleted item stays restorable (its history is kept that long, then pruned). */
export const RESTORABLE_DAYS = 30;
export const RESTORABLE_MS = RESTORABLE_DAYS * 24 * 3600_000;

/** The moment before which deletions are no longer restorable. */
export const restorableSince = (now: Date): string =>
  new Date(now.getTime() - RESTORABLE_MS).toISOString();
