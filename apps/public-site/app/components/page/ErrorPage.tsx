import { useT } from '../../i18n/i18n-context';
import { isRouteErrorResponse, Link } from 'react-router';
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
 * message. A 404 also says the page does not exist; every error offers the way home.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const { status, detail } = errorDetail(error);
  const optional = (key: string) => t(key, { defaultValue: '' });
  const explanation = status === 404 ? optional('errors.notFound.text') : optional('errors.unexpected.text');
  const home = optional('errors.backHome');
  return (
    <section className={styles.errorPage} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('errors.unexpected.title', { defaultValue: 'Unexpected Application Error' })}
      </h1>
      <h2 className={styles.detail}>{detail}</h2>
      {explanation && <p className={styles.text}>{explanation}</p>}
      {home && (
        <p>
          <Link to="/" className={styles.home}>
            {home}
          </Link>
        </p>
      )}
    </section>
  );
}
