import { DEFAULT_OFFICE_ID } from '@fuelcard/offices';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { OfficeView } from '../../lib/office-view';
import { readSelectedOfficeId, saveSelectedOfficeId, sessionStore } from '../../lib/selected-office-storage';

interface SelectedOffice {
  office: OfficeView;
  choose: (id: number) => void;
}

const SelectedOfficeContext = createContext<SelectedOffice | null>(null);

/**
 * The office whose phone the header and whose address the footer show. It starts as Minsk (the
 * server cannot see session storage), is restored from session storage after hydration and is
 * saved there on every choice.
 */
export function SelectedOfficeProvider({ offices, children }: { offices: readonly OfficeView[]; children: ReactNode }) {
  const [officeId, setOfficeId] = useState(DEFAULT_OFFICE_ID);

  useEffect(() => {
    let live = true;
    void import('../../lib/saved-office').then(({ parseSavedOfficeId }) => {
      if (live) setOfficeId(readSelectedOfficeId(sessionStore(), parseSavedOfficeId));
    });
    return () => {
      live = false;
    };
  }, []);

  const choose = useCallback((id: number) => {
    setOfficeId(id);
    saveSelectedOfficeId(sessionStore(), id);
  }, []);

  const office = offices.find((candidate) => candidate.id === officeId) ?? offices[0];
  const value = useMemo(() => (office ? { office, choose } : null), [office, choose]);
  return <SelectedOfficeContext.Provider value={value}>{children}</SelectedOfficeContext.Provider>;
}

export function useSelectedOffice(): SelectedOffice {
  const value = useContext(SelectedOfficeContext);
  if (!value) throw new Error('useSelectedOffice needs a SelectedOfficeProvider with offices.');
  return value;
}
