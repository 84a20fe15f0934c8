import { createApplicationClient, type ApplicationClient } from '@fuelcard/contracts';
import { useMemo } from 'react';
import { useConsoleConfig } from './console-config';
import { readToken } from './session';

/** The applications' calls, against the configured API with this session's token. */
export function useApplications(): ApplicationClient {
  const { apiBaseUrl } = useConsoleConfig();
  return useMemo(
    () => createApplicationClient({ baseUrl: apiBaseUrl, getToken: () => readToken() }),
    [apiBaseUrl],
  );
}
