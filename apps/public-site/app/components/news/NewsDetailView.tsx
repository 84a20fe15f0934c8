import { useT } from '../../i18n/i18n-context';
import { Alert } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NewsSummary } from '../../lib/news-view';
import { ContentPage } from '../page/ContentPage';
import { CoverPicture } from './CoverPicture';
import { NewsListItem } from './NewsListItem';
import styles from './news.module.css';

/** News cards under a heading, as «Другие новости» under an item. */
function NewsCards({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: readonly NewsSummary[];
  children?: ReactNode;
}) {
  return (
    <section className={styles.others} aria-labelledby={id}>
      <h2 id={id} className={styles.othersTitle}>
        {title}
      </h2>
      <ul className={styles.otherList}>
        {items.map((other) => (
          <li key={other.id}>
            <NewsListItem item={other} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/**
 * A news item: title, date, the description as stored (sanitized HTML), then a few other news as
 * the list's cards; or the not-found block.
 */
export function NewsDetailView({
  item,
  banner,
  others = [],
}: {
  /** `htmlLang` 'ru': the description is the Russian fallback on a page in another language. */
  item: (NewsSummary & { html: string; htmlLang?: 'ru' }) | null;
  /** A note above the item (the preview says it is not published). */
  banner?: string;
  /** Other news to offer under the item (the newest but this one); the newest when not found. */
  others?: readonly NewsSummary[];
}) {
  const t = useT();
  const crumbs = [{ label: t('news.title'), href: '/news' }, { label: t('news.detailedNews') }];
  return (
    <ContentPage
      crumbs={crumbs}
      trailOnPhones
      title={
        item ? (
          item.titleLang ? (
            <span lang={item.titleLang}>{item.title}</span>
          ) : (
            item.title
          )
        ) : (
          t('detailedNewsMain.notFoundTitle')
        )
      }
      homeLabel={t('news.backToHome')}
      // The not-found block already leads back to the list.
      endLinks={item ? <Link to="/news">{t('news.backToNews')}</Link> : null}
    >
      {item ? (
        // A plain block: the item's heading is the page's h1, outside it (an <article> without a
        // heading is a Nu Html Checker warning).
        <div className={styles.article}>
          {banner && (
            <Alert variant="info" role="note">
              <p>{banner}</p>
            </Alert>
          )}
          {item.cover && (
            <CoverPicture cover={item.cover} sizes="(min-width: 60rem) 50rem, 100vw" eager />
          )}
          {item.dateText && (
            <p>
              <time dateTime={item.date} className={styles.date}>
                {item.dateText}
              </time>
            </p>
          )}
          <div
            className={styles.description}
            lang={item.htmlLang}
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
        </div>
      ) : (
        // The site's neutral notice (the home page's empty news block), not a coloured alert.
        <div role="status" className={styles.notice}>
          <p>{t('detailedNewsMain.notFound')}</p>
          <Link to="/news">{t('detailedNewsMain.backToNews')}</Link>
        </div>
      )}
      {item && others.length > 0 && (
        <NewsCards id="other-news-title" title={t('news.otherNews')} items={others} />
      )}
      {/* Not found: the newest news, so that an old link still leads somewhere (round 10, finding 11). */}
      {!item && others.length > 0 && (
        <NewsCards id="latest-news-title" title={t('detailedNewsMain.latestNews')} items={others}>
          <p className={styles.allNews}>
            <Link to="/news">{t('news.backToNews')}</Link>
          </p>
        </NewsCards>
      )}
    </ContentPage>
  );
}
