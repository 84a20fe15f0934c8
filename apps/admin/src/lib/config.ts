/** Run-time configuration read from config.json next to index.html. */
export interface ConsoleConfig {
  apiBaseUrl: string;
}

export const DEFAULT_CONFIG: ConsoleConfig = { apiBaseUrl: 'http://localhost:3001' };

export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_CONFIG;
    const body = (await response.json()) as Partial<ConsoleConfig>;
    return typeof body.apiBaseUrl === 'string' && body.apiBaseUrl.length > 0
      ? { apiBaseUrl: body.apiBaseUrl.replace(/\/+$/, '') }
      : DEFAULT_CONFIG;
  } catch {
    return DEFAULT_CONFIG;
  }
}
