import { useT } from '../../i18n/i18n-context';
import { Breadcrumbs, UpButton, type BreadcrumbItem } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './content-page.module.css';

interface ContentPageProps {
  /** The crumbs after Home; the last one is this page. */
  crumbs: readonly BreadcrumbItem[];
  title: ReactNode;
  children: ReactNode;
}

/** A content page: breadcrumbs, the title, the content, then a Home link and the Up button. */
export function ContentPage({ crumbs, title, children }: ContentPageProps) {
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[{ label: t('common.home'), href: '/' }, ...crumbs]}
        linkComponent={Link}
        className={styles.breadcrumbs}
      />
      <h1 className={styles.title}>{title}</h1>
      {children}
      <div className={styles.pageEnd}>
        <Link to="/" className={styles.home}>
          {t('common.home')}
        </Link>
        <UpButton label={t('common.up')} targetId="top" />
      </div>
    </div>
  );
}
