/** Run-time configuration read from config.json next to index.html. */
export interface ConsoleConfig {
  apiBaseUrl: string;
  /** The public site, for «Открыть сайт» and «Открыть на сайте» links. */
  siteUrl: string;
}

export const DEFAULT_CONFIG: ConsoleConfig = {
  apiBaseUrl: 'http://localhost:3001',
  siteUrl: 'http://localhost:3000',
};

function address(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value.replace(/\/+$/, '') : fallback;
}

export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_CONFIG;
    const body = (await response.json()) as Partial<Record<keyof ConsoleConfig, unknown>>;
    return {
      apiBaseUrl: address(body.apiBaseUrl, DEFAULT_CONFIG.apiBaseUrl),
      siteUrl: address(body.siteUrl, DEFAULT_CONFIG.siteUrl),
    };
  } catch {
    return DEFAULT_CONFIG;
  }
}
