import { useT } from '../../i18n/i18n-context';
import type { PageHeadings } from './page-contents';
import styles from './content-page.module.css';

/**
 * The page's contents: a link to each of its sections, in the right third of wide screens (hidden
 * on narrower ones, where the page is read top to bottom). Rendered after the sections, which
 * have listed their headings by then; nothing for a page of fewer than two sections.
 */
export function PageContents({ headings }: { headings: PageHeadings }) {
  const t = useT();
  const list = headings.list();
  if (list.length < 2) return null;
  return (
    <div className={styles.aside}>
      <nav className={styles.contents} aria-label={t('common.onThisPage')}>
        <p className={styles.contentsTitle} aria-hidden="true">
          {t('common.onThisPage')}
        </p>
        <ul className={styles.contentsList}>
          {list.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`}>{heading.title}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
