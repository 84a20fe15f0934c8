import { ButtonLink } from '@fuelcard/ui';
import { useLanguage, useT } from '../../i18n/i18n-context';
import { isRouteErrorResponse, Link } from 'react-router';
import { FOOTER_NAV } from '../../content/main-nav';
import styles from './error-page.module.css';

/** The status and text of a routing error, or the message of a thrown error. */
export function errorDetail(error: unknown): { status: number | null; detail: string } {
  if (isRouteErrorResponse(error)) {
    const text = error.statusText || (typeof error.data === 'string' ? error.data : '');
    return { status: error.status, detail: `${error.status} ${text}`.trim() };
  }
  if (error instanceof Error) return { status: null, detail: error.message };
  return { status: null, detail: 'Unknown error' };
}

/**
 * The spec's default error page: 'Unexpected Application Error' with the status and text or the
 * message, kept in their headings (h1, h2) and in English, but set small and quiet; then, large
 * and in the visitor's language, what happened and what to do; the ways on (home, contacts, a
 * search box — a plain form that works without JavaScript and without the frame) and the main
 * sections.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const lang = useLanguage();
  const { status, detail } = errorDetail(error);
  const notFound = status === 404;
  // The frame's texts may be missing when the frame itself failed: then only the spec's words show.
  const optional = (key: string) => t(key, { defaultValue: '' });
  const heading = notFound
    ? optional('errors.notFound.title')
    : optional('errors.unexpected.heading');
  const explanation = notFound
    ? optional('errors.notFound.text')
    : optional('errors.unexpected.text');
  const hint = notFound ? optional('errors.notFound.hint') : '';
  const home = optional('errors.backHome');
  const contacts = optional('errors.contacts');
  const searchLabel = optional('errors.searchLabel');
  const areasTitle = optional('errors.areasTitle');
  // The spec's words are English; on a Russian page a screen reader says them as English.
  const specLang = lang === 'en' ? undefined : 'en';
  return (
    <section className={`container ${styles.errorPage}`} aria-labelledby="error-title">
      <div className={styles.text}>
        <div className={styles.spec}>
          <h1 id="error-title" className={styles.title} lang={specLang} data-visual-level="caption">
            {t('errors.unexpected.title', { defaultValue: 'Unexpected Application Error' })}
          </h1>
          <h2 className={styles.detail} lang={specLang} data-visual-level="caption">
            {detail}
          </h2>
        </div>
        {heading && (
          <p className={styles.heading} data-visual-level="1">
            {heading}
          </p>
        )}
        {explanation && <p className={styles.explanation}>{explanation}</p>}
        {hint && <p className={styles.hint}>{hint}</p>}
        {(home || contacts) && (
          <div className={styles.actions}>
            {home && (
              <ButtonLink href="/" linkComponent={Link} size="lg" fullWidthOnPhone>
                {home}
              </ButtonLink>
            )}
            {contacts && (
              <ButtonLink
                href="/contacts"
                linkComponent={Link}
                size="lg"
                variant="secondary"
                fullWidthOnPhone
              >
                {contacts}
              </ButtonLink>
            )}
          </div>
        )}
        {searchLabel && (
          <form
            action="/search"
            method="get"
            role="search"
            className={styles.search}
            aria-labelledby="error-search-label"
          >
            <label id="error-search-label" htmlFor="error-search" className={styles.searchLabel}>
              {searchLabel}
            </label>
            <div className={styles.searchRow}>
              <input
                id="error-search"
                name="q"
                type="search"
                className={styles.searchInput}
                enterKeyHint="search"
              />
              <button type="submit" className={styles.searchButton}>
                {t('errors.searchSubmit')}
              </button>
            </div>
          </form>
        )}
      </div>
      <img src="/images/error.svg" alt="" width={400} height={300} className={styles.picture} />
      {areasTitle && (
        <nav aria-labelledby="error-areas" className={styles.areas}>
          <h2 id="error-areas" className={styles.areasTitle}>
            {areasTitle}
          </h2>
          <ul className={styles.areaList}>
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.area}>
                  {t(item.label)}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
