import type { PublicLanguage, TextTree } from '@fuelcard/i18n';
import { useT } from '../../i18n/i18n-context';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchResults, searchPages } from './search-engine';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search.module.css';

/** Typing is debounced by 500 ms (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The site search, an ARIA combobox: after 500 ms of no typing a non-empty query is looked up
 * in the whole catalogue of the page's language (loaded on first use) and the matching pages are
 * listed with the match highlighted. Arrow keys move through the list, Enter opens the chosen
 * page or, with none chosen, the /search page of all results (a plain form with a submit button:
 * without JavaScript too); Escape and leaving the box clear it.
 */
export function SearchBox({ lang }: { lang: PublicLanguage }) {
  const t = useT();
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [engine, setEngine] = useState<{
    lang: PublicLanguage;
    catalogue: TextTree;
    search: typeof searchPages;
    Results: typeof SearchResults;
  } | null>(null);
  const wanted = useRef(false);
  const { pathname, search } = useLocation();

  useEffect(() => setQuery(''), [pathname, search]);

  // The catalogue is loaded when the visitor first types (and again after a language change).
  useEffect(() => {
    if (!wanted.current || engine?.lang === lang) return;
    let cancelled = false;
    void import('./search-engine').then(async (module) => {
      const catalogue = await module.loadCatalogue(lang);
      if (!cancelled) setEngine({ lang, catalogue, search: module.searchPages, Results: module.SearchResults });
    });
    return () => {
      cancelled = true;
    };
  }, [query, lang, engine?.lang]);

  const term = query.trim() === '' ? '' : debounced.trim();
  const pages = useMemo(
    () => (term && engine?.lang === lang ? engine.search(engine.catalogue, term) : null),
    [term, engine, lang],
  );
  useEffect(() => setActive(-1), [pages]);

  const options = () => [...(document.getElementById(listId)?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setQuery('');
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const list = options();
      if (list.length === 0) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? (active + 1) % list.length : active <= 0 ? list.length - 1 : active - 1;
      setActive(next);
      list[next]?.scrollIntoView?.({ block: 'nearest' });
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setQuery('');
  };

  const listed = Boolean(pages && pages.length > 0);
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={styles.search}
      onBlur={onBlur}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = options()[active]?.getAttribute('href');
        if (chosen) void navigate(chosen);
        else if (query.trim()) void navigate(`/search?q=${encodeURIComponent(query.trim())}`);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <input
        id={inputId}
        name="q"
        // ARIA 1.2 combobox: the role is allowed on a text input (not on type="search"); the
        // keyboard of phones still shows its search key.
        type="text"
        inputMode="search"
        role="combobox"
        aria-expanded={listed}
        aria-controls={listed ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={listed && active >= 0 ? `${listId}-${active}` : undefined}
        className={styles.input}
        value={query}
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          wanted.current = true;
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {/* The form's own submit button (the no-JavaScript path to /search and WCAG's "form has a submit button"). */}
      <button type="submit" className={styles.submit}>
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{t('header.search.submit')}</span>
      </button>
      {term && (
        // Keeps the focus in the box while a result is clicked, so the box does not clear first.
        <div className={styles.panel} onMouseDown={(event) => event.preventDefault()}>
          {engine && pages ? (
            <engine.Results id={listId} query={term} pages={pages} active={active} />
          ) : (
            <p className={styles.message} role="status">
              {t('common.loading')}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
