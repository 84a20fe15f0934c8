import { Link, useNavigate } from 'react-router';
import type { NewsSummary } from '../../lib/news-view';
import { CoverPicture } from './CoverPicture';
import coverStyles from './cover-picture.module.css';
import styles from './news.module.css';

interface NewsListItemProps {
  item: NewsSummary;
  /** The title as a heading of this level (the home teaser's current item is its block's h3). */
  headingLevel?: 2 | 3;
  /** Said to screen readers after the title (the teaser's «Читать новость»). */
  hint?: string;
}

/**
 * One news item as a card (date, title, the beginning of its text): the whole card is a link to
 * /news/{slug} (its title turns to the link colour on hover and focus) that Enter (as every link)
 * and also Space open. The one card of the
 * news list, the home teaser and the «other news» of an item's page.
 */
export function NewsListItem({ item, headingLevel, hint }: NewsListItemProps) {
  const navigate = useNavigate();
  const to = `/news/${item.slug}`;
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'span';
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
      <Title className={styles.itemTitle} lang={item.titleLang}>
        {item.title}
      </Title>
      {hint && <span className="visually-hidden">{hint}</span>}
      {item.excerpt && (
        <span className={styles.excerpt} lang={item.excerptLang}>
          {item.excerpt}
        </span>
      )}
    </Link>
  );
}
