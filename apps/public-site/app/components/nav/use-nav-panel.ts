import { useCallback, useEffect, useState } from 'react';
import type { PanelName } from '../../content/nav-panels';

/** The panel's content appears this long after it opens (spec §9). */
export const MENU_CONTENT_DELAY_MS = 300;

/**
 * Which navigation panel is open (none, partners or clients; one at a time) and whether its
 * content is shown yet. Toggling the open panel closes it.
 */
export function useNavPanel() {
  const [open, setOpen] = useState<PanelName | null>(null);
  const [contentShown, setContentShown] = useState(false);

  useEffect(() => {
    setContentShown(false);
    if (open === null) return;
    const timer = setTimeout(() => setContentShown(true), MENU_CONTENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const toggle = useCallback((panel: PanelName) => setOpen((current) => (current === panel ? null : panel)), []);
  const close = useCallback(() => setOpen(null), []);

  return { open, contentShown, toggle, close };
}
