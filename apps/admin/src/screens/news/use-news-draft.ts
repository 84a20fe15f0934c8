import { useEffect, useRef } from 'react';
import type { NewsFormValues } from './news-form-model';
import type { NewsDrafts, NewsDraftTarget } from './news-drafts';

/**
 * Writes the form to its draft a moment after each change (and at once when the page goes); a
 * form changed back to what is stored drops its draft.
 */
export function useNewsDraft(
  drafts: NewsDrafts,
  target: NewsDraftTarget,
  values: NewsFormValues,
  dirty: boolean,
  delayMs = 400,
): void {
  const latest = useRef({ values, dirty });
  latest.current = { values, dirty };
  const wasDirty = useRef(dirty);

  useEffect(() => {
    if (wasDirty.current && !dirty) drafts.clear(target);
    wasDirty.current = dirty;
  }, [drafts, target, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => drafts.write(target, values), delayMs);
    return () => clearTimeout(timer);
  }, [drafts, target, values, dirty, delayMs]);

  useEffect(() => {
    const flush = () => {
      if (latest.current.dirty) drafts.write(target, latest.current.values);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [drafts, target]);
}
