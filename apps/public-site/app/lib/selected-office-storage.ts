import { SELECTED_OFFICE_STORAGE_KEY } from '@fuelcard/offices';
import type { parseSavedOfficeId as ParseSavedOfficeId } from '@fuelcard/offices';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's session storage, or null where it cannot be used (server, blocked storage). */
export function sessionStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The office saved in session storage; an invalid value is ignored with a console warning. The
 * parser (which knows the six offices) is handed in, so pages can load it after hydration.
 */
export function readSelectedOfficeId(store: Store | null, parseSavedOfficeId: typeof ParseSavedOfficeId): number {
  let raw: string | null;
  try {
    raw = store?.getItem(SELECTED_OFFICE_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  const { id, warning } = parseSavedOfficeId(raw);
  if (warning) console.warn(warning);
  return id;
}

export function saveSelectedOfficeId(store: Store | null, id: number): void {
  try {
    store?.setItem(SELECTED_OFFICE_STORAGE_KEY, String(id));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}
