import type { PublicLanguage, TextTree } from '@fuelcard/i18n';
import { useT } from '../../i18n/i18n-context';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import type { SearchResults, searchSite } from './search-engine';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search.module.css';

/** Typing is debounced by 500 ms (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;


/**
 * The site search: after 500 ms of no typing a non-empty query is looked up in the whole
 * catalogue of the page's language (loaded on first use) and the matches are listed as links with
 * the match highlighted. Leaving the search box clears it.
 */
export function SearchBox({ lang }: { lang: PublicLanguage }) {
  const t = useT();
  const inputId = useId();
  const panelId = useId();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [engine, setEngine] = useState<{
    lang: PublicLanguage;
    catalogue: TextTree;
    search: typeof searchSite;
    Results: typeof SearchResults;
  } | null>(null);
  const wanted = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => setQuery(''), [pathname]);

  // The catalogue is loaded when the visitor first types (and again after a language change).
  useEffect(() => {
    if (!wanted.current || engine?.lang === lang) return;
    let cancelled = false;
    void import('./search-engine').then(async (module) => {
      const catalogue = await module.loadCatalogue(lang);
      if (!cancelled) setEngine({ lang, catalogue, search: module.searchSite, Results: module.SearchResults });
    });
    return () => {
      cancelled = true;
    };
  }, [query, lang, engine?.lang]);

  const active = query.trim() === '' ? '' : debounced.trim();
  const results = useMemo(
    () => (active && engine?.lang === lang ? engine.search(engine.catalogue, active) : null),
    [active, engine, lang],
  );

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setQuery('');
  };

  return (
    <div role="search" className={styles.search} onBlur={onBlur}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <span className={styles.icon} aria-hidden="true" />
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={query}
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        aria-controls={active ? panelId : undefined}
        onChange={(event) => {
          wanted.current = true;
          setQuery(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setQuery('');
        }}
      />
      {active &&
        (engine && results ? (
          <engine.Results id={panelId} query={active} results={results} />
        ) : (
          <p id={panelId} className={styles.panel} role="status">
            {t('common.loading')}
          </p>
        ))}
    </div>
  );
}
