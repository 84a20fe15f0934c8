import { useT } from '../../i18n/i18n-context';
import { Alert } from '@fuelcard/ui';
import { Link } from 'react-router';
import type { NewsSummary } from '../../lib/news-view';
import { ContentPage } from '../page/ContentPage';
import styles from './news.module.css';

/** A news item: title, date, the description as stored (sanitized HTML); or the not-found block. */
export function NewsDetailView({ item }: { item: (NewsSummary & { html: string }) | null }) {
  const t = useT();
  const crumbs = [{ label: t('news.title'), href: '/news' }, { label: t('news.detailedNews') }];
  return (
    <ContentPage crumbs={crumbs} title={item ? item.title : t('news.detailedNews')}>
      {item ? (
        <article className={styles.article}>
          {item.dateText && (
            <p>
              <time dateTime={item.date} className={styles.date}>
                {item.dateText}
              </time>
            </p>
          )}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: item.html }} />
        </article>
      ) : (
        <Alert variant="info" role="status">
          <p>{t('detailedNewsMain.notFound')}</p>
          <Link to="/news">{t('detailedNewsMain.backToNews')}</Link>
        </Alert>
      )}
      <p className={styles.links}>
        <Link to="/news">{t('news.backToNews')}</Link>
        <Link to="/">{t('news.backToHome')}</Link>
      </p>
    </ContentPage>
  );
}
