import { createContext, useContext } from 'react';
import { DEFAULT_CONFIG, type ConsoleConfig } from './config';

const ConfigContext = createContext<ConsoleConfig>(DEFAULT_CONFIG);

/** The run-time configuration (config.json) for the pages. */
export const ConsoleConfigProvider = ConfigContext.Provider;

export function useConsoleConfig(): ConsoleConfig {
  return useContext(ConfigContext);
}

/** The public page of a news item (`/news/{slug}` on the site). */
export function newsPageUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/news/${encodeURIComponent(slug)}`;
}
