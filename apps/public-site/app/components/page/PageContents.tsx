import { useT } from '../../i18n/i18n-context';
import { PageHeadings, type PageHeading } from './page-contents';
import styles from './content-page.module.css';

interface PageContentsProps {
  /** The collected headings (read when this renders, after the sections) or a list read ahead. */
  headings: PageHeadings | readonly PageHeading[];
  /**
   * 'aside': the right third of wide screens (from 1200 px), «На этой странице».
   * 'top': above the content below 1200 px, a closed disclosure «Содержание».
   */
  variant?: 'aside' | 'top';
}

/**
 * The page's contents: a link to each of its sections — beside the page on wide screens, in a
 * disclosure above it on phones and tablets (a long legal page is several screens tall there).
 * Nothing for a page of fewer than two sections (beside it) or four (above it).
 */
export function PageContents({ headings, variant = 'aside' }: PageContentsProps) {
  const t = useT();
  const list = headings instanceof PageHeadings ? headings.list() : headings;
  // Beside the page from two sections; above it only from four (a short page needs no contents).
  if (list.length < (variant === 'top' ? 4 : 2)) return null;
  const links = (
    <ul className={styles.contentsList}>
      {list.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`}>{heading.title}</a>
        </li>
      ))}
    </ul>
  );
  if (variant === 'top') {
    return (
      <details className={styles.topContents}>
        <summary className={styles.topContentsSummary}>{t('common.contents')}</summary>
        <nav aria-label={t('common.contents')} className={styles.topContentsNav}>
          {links}
        </nav>
      </details>
    );
  }
  return (
    <div className={styles.aside}>
      <nav className={styles.contents} aria-label={t('common.onThisPage')}>
        <p className={styles.contentsTitle} aria-hidden="true">
          {t('common.onThisPage')}
        </p>
        {links}
      </nav>
    </div>
  );
}
