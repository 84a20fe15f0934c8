import { useT } from '../../i18n/i18n-context';
import { Link, useNavigate } from 'react-router';
import type { NewsSummary } from '../../lib/news-view';
import { CoverPicture } from './CoverPicture';
import coverStyles from './cover-picture.module.css';
import styles from './news.module.css';

/** One news item (date, title, the beginning of its text): a link to /news/{slug} that Enter (as every link) and also Space open. */
export function NewsListItem({ item }: { item: NewsSummary }) {
  const t = useT();
  const navigate = useNavigate();
  const to = `/news/${item.slug}`;
  return (
    <Link
      to={to}
      className={styles.item}
      onKeyDown={(event) => {
        if (event.key === ' ') {
          event.preventDefault();
          void navigate(to);
        }
      }}
    >
      {item.cover && (
        <CoverPicture cover={item.cover} sizes="20rem" className={coverStyles.thumbnail} />
      )}
      {item.dateText && (
        <time dateTime={item.date} className={styles.date}>
          {item.dateText}
        </time>
      )}
      <span className={styles.itemTitle} lang={item.titleLang}>
        {item.title}
      </span>
      {item.excerpt && (
        <span className={styles.excerpt} lang={item.excerptLang}>
          {item.excerpt}
        </span>
      )}
      <span className={styles.more} aria-hidden="true">
        {t('common.readMore')} →
      </span>
    </Link>
  );
}
