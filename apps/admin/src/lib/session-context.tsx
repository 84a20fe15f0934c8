import type { Role, SecureResponse } from '@fuelcard/contracts';
import { createContext, useContext } from 'react';

const SessionContext = createContext<SecureResponse | null>(null);

/** The answer of the session check, given to every dashboard page. */
export const SessionProvider = SessionContext.Provider;

/** The signed-in administrator's role, as the server's session check reported it. */
export function useSessionRole(): Role | null {
  return useContext(SessionContext)?.role ?? null;
}

/** The whole answer of the session check (name, role, previous sign-in), or null. */
export function useSession(): SecureResponse | null {
  return useContext(SessionContext);
}
