import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import type { NewsSummary } from '../../lib/news-view';
import { NewsListItem } from '../news/NewsListItem';
import { useWrappingIndex } from './use-wrapping-index';
import styles from './news-teaser.module.css';

/** How many news cards the home page shows together: the current one and those after it. */
const CARDS_SHOWN = 3;

/**
 * The active news one at a time (priority A first, then newest), with a long date, the title in
 * the page's language (else Russian), arrows that wrap around and a link to the item. Beside the
 * current item, the next ones in the teaser's order: three cards of the news list's look in all
 * when there are enough items (the current item over two columns on tablets; three in a row on
 * wide screens). The arrows and the counter sit in the block's head, beside the link to all news.
 * Phones show the current item alone under the heading and its arrows, and the link to all news
 * under it (the link is in the page twice, one of the two hidden, so the focus follows the eye).
 */
export function NewsTeaser({ items }: { items: readonly NewsSummary[] }) {
  const t = useT();
  const { index, previous, next } = useWrappingIndex(items.length);
  const item = items[index];
  const following = Array.from(
    { length: Math.min(CARDS_SHOWN, items.length) - 1 },
    (_, step) => items[(index + step + 1) % items.length]!,
  );
  return (
    <section className={`container ${styles.teaser}`} aria-labelledby="news-teaser-title">
      <div className={styles.head}>
        <h2 id="news-teaser-title" className={styles.title}>
          {t('home.newsTeaser.title')}
        </h2>
        <div className={styles.tools}>
          <Link to="/news" className={`${styles.all} ${styles.allInHead}`}>
            {t('news.backToNews')}
          </Link>
          {items.length > 1 && (
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.arrow}
                aria-label={t('home.newsTeaser.previous')}
                onClick={previous}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <p className={styles.counter} aria-hidden="true">
                {index + 1} / {items.length}
              </p>
              <button
                type="button"
                className={styles.arrow}
                aria-label={t('home.newsTeaser.next')}
                onClick={next}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
      </div>
      {item ? (
        <div className={styles.body}>
          <article className={styles.current} aria-live="polite">
            <NewsListItem item={item} headingLevel={3} hint={t('home.newsTeaser.open')} />
          </article>
          {following.length > 0 && (
            <ul className={styles.following} aria-label={t('home.newsTeaser.following')}>
              {following.map((entry) => (
                <li key={entry.id}>
                  <NewsListItem item={entry} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className={styles.empty}>{t('home.newsTeaser.empty')}</p>
      )}
      <p className={styles.allUnder}>
        <Link to="/news" className={styles.all}>
          {t('news.backToNews')}
        </Link>
      </p>
    </section>
  );
}
