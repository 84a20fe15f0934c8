/**
 * Unsaved form values kept in local storage, so that a reload or a crash does not lose them.
 * One draft per form and record; a draft is removed when the form is saved or its changes are
 * thrown away.
 */
export interface Draft<Values> {
  /** When it was written, ISO 8601. */
  savedAt: string;
  values: Values;
}

const PREFIX = 'fuelcard.console.draft.';

export function draftKey(...parts: (string | number)[]): string {
  return (
    PREFIX + parts.map((part) => encodeURIComponent(String(part)).replaceAll('.', '%2E')).join('.')
  );
}

export function writeDraft<Values>(
  key: string,
  values: Values,
  now: Date = new Date(),
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values }));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a draft.
  }
}

export function readDraft<Values>(
  key: string,
  isValues: (value: unknown) => value is Values,
  storage: Storage = localStorage,
): Draft<Values> | null {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Draft<unknown>> | null;
    if (!parsed || typeof parsed.savedAt !== 'string' || !isValues(parsed.values)) return null;
    return { savedAt: parsed.savedAt, values: parsed.values };
  } catch {
    return null;
  }
}

export function clearDraft(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** The keys of every draft under a prefix made with draftKey (e.g. one user's news drafts). */
export function draftKeys(prefix: string, storage: Storage = localStorage): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(`${prefix}.`)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys.sort();
}
