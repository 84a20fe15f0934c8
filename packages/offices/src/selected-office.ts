import { DEFAULT_OFFICE_ID } from './map';
import { offices } from './offices';
import type { Office } from './types';

/** One of the six offices of the dropdown (the Smolensk branch is not among them). */
export function findOffice(id: number): Office | undefined {
  return offices.find((office) => office.id === id);
}

/** The office with `id`, or the default office (Minsk). */
export function officeOrDefault(id: number): Office {
  const office = findOffice(id) ?? findOffice(DEFAULT_OFFICE_ID);
  if (office === undefined) throw new Error(`The default office ${DEFAULT_OFFICE_ID} is missing.`);
  return office;
}

function idFromSaved(raw: string): number | undefined {
  const text = raw.trim();
  if (/^\d+$/.test(text)) return Number(text);
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'number') return parsed;
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed) {
      const { id } = parsed as { id: unknown };
      if (typeof id === 'number') return id;
      if (typeof id === 'string' && /^\d+$/.test(id)) return Number(id);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Reads the selected office saved in session storage. Accepts an id ("3"), a JSON number or a
 * JSON object with an `id`. Nothing saved gives the default office silently; anything else that
 * is not one of the six offices gives the default office and a warning for the console.
 */
export function parseSavedOfficeId(raw: string | null): { id: number; warning?: string } {
  if (raw === null || raw.trim() === '') return { id: DEFAULT_OFFICE_ID };
  const id = idFromSaved(raw);
  if (id !== undefined && findOffice(id) !== undefined) return { id };
  const shown = raw.length > 60 ? `${raw.slice(0, 60)}…` : raw;
  return {
    id: DEFAULT_OFFICE_ID,
    warning: `Ignoring invalid saved office "${shown}"; using the default office ${DEFAULT_OFFICE_ID}.`,
  };
}
