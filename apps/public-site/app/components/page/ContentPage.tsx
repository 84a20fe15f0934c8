import { useT } from '../../i18n/i18n-context';
import { Breadcrumbs, UpButton, type BreadcrumbItem } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './content-page.module.css';

interface ContentPageProps {
  /** The crumbs after Home; the last one is this page. */
  crumbs: readonly BreadcrumbItem[];
  title: ReactNode;
  /** The heading's look: 'placeholder' is the red heading of content-pages §2.10. */
  titleTone?: 'placeholder';
  /** The words of the Home link at the page's end (the news pages say 'Back to the home page'). */
  homeLabel?: string;
  /** Further links in the row at the page's end, beside Home (e.g. back to the news list). */
  endLinks?: ReactNode;
  children: ReactNode;
}

/**
 * A content page: breadcrumbs, the title, the content, then one row with the Home link (and the
 * page's own way back, if any) and the Up button. Home is linked there and in the crumbs only.
 */
export function ContentPage({
  crumbs,
  title,
  titleTone,
  homeLabel,
  endLinks,
  children,
}: ContentPageProps) {
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[{ label: t('common.home'), href: '/' }, ...crumbs]}
        linkComponent={Link}
        className={styles.breadcrumbs}
      />
      <h1
        className={
          titleTone === 'placeholder' ? `${styles.title} ${styles.placeholder}` : styles.title
        }
      >
        {title}
      </h1>
      {children}
      <div className={styles.pageEnd}>
        <p className={styles.endLinks}>
          <Link to="/" className={styles.home}>
            {homeLabel ?? t('common.home')}
          </Link>
          {endLinks}
        </p>
        <UpButton label={t('common.up')} targetId="top" />
      </div>
    </div>
  );
}
