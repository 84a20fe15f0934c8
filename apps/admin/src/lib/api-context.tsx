import type { ApiClient } from '@fuelcard/contracts';
import { createContext, useContext } from 'react';

const ApiContext = createContext<ApiClient | null>(null);

export const ApiProvider = ApiContext.Provider;

/** The typed API client of this console (configured from config.json). */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
