import type { NewsQueryClient } from '@fuelcard/contracts';
import { createContext, useContext } from 'react';

const NewsQueriesContext = createContext<NewsQueryClient | null>(null);

export const NewsQueriesProvider = NewsQueriesContext.Provider;

/**
 * The query-shaped news calls (the console's list, the start page, one item): the server pages,
 * searches, filters and counts (docs/decisions/api-0011-news-queries.md).
 */
export function useNewsQueries(): NewsQueryClient {
  const client = useContext(NewsQueriesContext);
  if (!client) throw new Error('useNewsQueries must be used inside <NewsQueriesProvider>');
  return client;
}

/** The news calls when the console provides them (the editor also runs without, e.g. in tests). */
export function useOptionalNewsQueries(): NewsQueryClient | null {
  return useContext(NewsQueriesContext);
}
