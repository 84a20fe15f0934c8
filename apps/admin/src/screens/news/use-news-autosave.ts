import type { NewsAutosave, NewsAutosaveSaved, NewsInput } from '@fuelcard/contracts';
import { useEffect, useRef, useState } from 'react';
import { formTextsOf, toNewsInput, type NewsFormValues } from './news-form-model';

/** Quiet time after the last keystroke before the form is autosaved on the server. */
export const AUTOSAVE_DELAY_MS = 3_000;
/** Never more often than this. */
export const AUTOSAVE_MIN_GAP_MS = 5_000;

export type AutosaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };

export interface AutosaveCalls {
  autosave(id: string, body: NewsInput): Promise<NewsAutosaveSaved>;
}

const MINSK_TIME = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Minsk',
});

/** The time of an autosave as the console shows times (Minsk): 12:04. */
export function autosaveTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : MINSK_TIME.format(date);
}

/**
 * While the form of a stored item differs from what is stored, autosaves it on the server
 * (issue 26 §4): 3 s after typing stops, at most every 5 s, never while a save is sending (the
 * save drops the autosave). A new item (no id) keeps only the browser's draft. A failure only
 * changes the status: the browser's draft keeps working as before.
 */
export function useNewsAutosave(
  calls: AutosaveCalls,
  id: string | null,
  values: NewsFormValues,
  dirty: boolean,
  sending: boolean,
): AutosaveStatus {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const latest = useRef(values);
  latest.current = values;
  const lastSentAt = useRef(-Infinity);
  const inFlight = useRef(false);
  // A change that came while a save was on its way: sent once that one has answered.
  const [retryRound, setRetryRound] = useState(0);
  const pending = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!id || !dirty || sending) return;
    const wait = Math.max(AUTOSAVE_DELAY_MS, lastSentAt.current + AUTOSAVE_MIN_GAP_MS - Date.now());
    const timer = setTimeout(() => {
      if (inFlight.current) {
        pending.current = true;
        return;
      }
      inFlight.current = true;
      lastSentAt.current = Date.now();
      setStatus({ kind: 'saving' });
      calls
        .autosave(id, toNewsInput(latest.current))
        .then(
          (answer) => {
            if (alive.current) setStatus({ kind: 'saved', at: answer.savedAt });
          },
          () => {
            if (alive.current) setStatus({ kind: 'failed' });
          },
        )
        .finally(() => {
          inFlight.current = false;
          if (pending.current && alive.current) {
            pending.current = false;
            setRetryRound((round) => round + 1);
          }
        });
    }, wait);
    return () => clearTimeout(timer);
  }, [calls, id, values, dirty, sending, retryRound]);

  return status;
}

/**
 * The caller's autosave of an opened item, when its form differs from the stored one (offered
 * back like the browser's draft); null until known, or when there is none.
 */
export function useAutosaveOffer(
  read: ((id: string) => Promise<NewsAutosave | null>) | undefined,
  id: string | null,
): NewsAutosave | null {
  const [found, setFound] = useState<NewsAutosave | null>(null);
  useEffect(() => {
    if (!id || !read) return;
    let stopped = false;
    read(id).then(
      (answer) => {
        if (!stopped) setFound(answer);
      },
      () => {},
    );
    return () => {
      stopped = true;
    };
  }, [read, id]);
  return found;
}

/** The form of an autosave, over the stored form (a new cover's preview is not known here). */
export function formFromAutosave(content: NewsInput, stored: NewsFormValues): NewsFormValues {
  const cover =
    content.cover === null
      ? null
      : content.cover && stored.cover && content.cover.imageId === stored.cover.imageId
        ? { ...stored.cover, altRu: content.cover.alt.ru, altEn: content.cover.alt.en }
        : stored.cover;
  return {
    ...stored,
    slug: content.slug ?? stored.slug,
    priority: content.priority ?? stored.priority,
    ...formTextsOf(content),
    cover,
  };
}
