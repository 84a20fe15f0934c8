import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import type { NewsSummary } from '../../lib/news-view';
import { CoverPicture } from '../news/CoverPicture';
import coverStyles from '../news/cover-picture.module.css';
import { useWrappingIndex } from './use-wrapping-index';
import styles from './news-teaser.module.css';

/**
 * The active news one at a time (priority A first, then newest), with a long date, the title in
 * the page's language (else Russian), arrows that wrap around and a link to the item.
 */
export function NewsTeaser({ items }: { items: readonly NewsSummary[] }) {
  const t = useT();
  const { index, previous, next } = useWrappingIndex(items.length);
  const item = items[index];
  return (
    <section className={`container ${styles.teaser}`} aria-labelledby="news-teaser-title">
      <div className={styles.head}>
        <h2 id="news-teaser-title" className={styles.title}>
          {t('home.newsTeaser.title')}
        </h2>
        <Link to="/news" className={styles.all}>
          {t('news.backToNews')}
        </Link>
      </div>
      {item ? (
        <div className={styles.body}>
          {items.length > 1 && (
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('home.newsTeaser.previous')}
              onClick={previous}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <article className={styles.item} aria-live="polite">
            {item.cover && (
              <CoverPicture cover={item.cover} sizes="20rem" className={coverStyles.thumbnail} />
            )}
            {item.dateText && (
              <time dateTime={item.date} className={styles.date}>
                {item.dateText}
              </time>
            )}
            <h3 className={styles.itemTitle} lang={item.titleLang}>
              {item.title}
            </h3>
            <Link to={`/news/${item.slug}`} className={styles.open}>
              {t('home.newsTeaser.open')}
              <span className="visually-hidden">
                : <span lang={item.titleLang}>{item.title}</span>
              </span>
            </Link>
            {items.length > 1 && (
              <p className={styles.counter} aria-hidden="true">
                {index + 1} / {items.length}
              </p>
            )}
          </article>
          {items.length > 1 && (
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('home.newsTeaser.next')}
              onClick={next}
            >
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
      ) : (
        <p className={styles.empty}>{t('home.newsTeaser.empty')}</p>
      )}
    </section>
  );
}
