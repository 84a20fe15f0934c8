import { useT } from '../../i18n/i18n-context';
import { Breadcrumbs, UpButton, type BreadcrumbItem } from '@fuelcard/ui';
import { Children, isValidElement, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { PageContents } from './PageContents';
import { headingsOf, PageHeadings, PageHeadingsContext } from './page-contents';
import styles from './content-page.module.css';

interface ContentPageProps {
  /** The crumbs after Home; the last one is this page. */
  crumbs: readonly BreadcrumbItem[];
  title: ReactNode;
  /** The heading's look: 'placeholder' is the red heading of content-pages §2.10. */
  titleTone?: 'placeholder';
  /** The words of the Home link at the page's end; «Вернуться на главную» unless given. */
  homeLabel?: string;
  /** Further links in the row at the page's end, beside Home (e.g. back to the news list). */
  endLinks?: ReactNode;
  /** Whether wide screens list the page's sections beside it (not on the card-filled landings). */
  contents?: boolean;
  /**
   * Whether phones show the whole trail (the news item's «Подробная новость», which the spec
   * names) rather than one link back to the parent below 600 px.
   */
  trailOnPhones?: boolean;
  /**
   * What is read right after the title (a legal page's «Дата обновления» and lead): above the
   * phones' and tablets' «Содержание», as GOV.UK orders title, metadata, contents.
   */
  intro?: ReactNode;
  /** Given when the page moves the focus to its title (e.g. after a sent form): the H1 takes it. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A content page: breadcrumbs, the title, the content, then one row with the Home link (and the
 * page's own way back, if any) and the Up button. Home is linked there and in the crumbs only.
 * The page's sections (when it has two or more) are listed in the right column on wide screens;
 * on narrower ones a page of four or more sections lists them in a closed «Содержание» disclosure
 * under the title, after the page's lead paragraph if it opens with one.
 */
export function ContentPage({
  crumbs,
  title,
  titleTone,
  homeLabel,
  endLinks,
  contents = true,
  trailOnPhones = false,
  titleRef,
  intro,
  children,
}: ContentPageProps) {
  const t = useT();
  const [headings] = useState(() => new PageHeadings());
  // A lead paragraph opening the content (or a block marked `data-lead`: a product's description
  // with its first action) is read before the phones' «Содержание» (GOV.UK: title, metadata and
  // summary, then the contents).
  const [first, ...others] = Children.toArray(children);
  const lead =
    isValidElement<{ 'data-lead'?: boolean }>(first) &&
    (first.type === 'p' || first.props['data-lead'] === true)
      ? first
      : null;
  const rest = lead ? others : children;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[{ label: t('common.home'), href: '/' }, ...crumbs]}
        linkComponent={Link}
        backOnPhones={!trailOnPhones}
        className={styles.breadcrumbs}
      />
      <h1
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className={
          titleTone === 'placeholder' ? `${styles.title} ${styles.placeholder}` : styles.title
        }
      >
        {title}
      </h1>
      {intro}
      {contents && !lead && <PageContents headings={headingsOf(children)} variant="top" />}
      <PageHeadingsContext.Provider value={headings}>
        <div className={styles.body}>
          <div className={styles.main}>
            {lead}
            {contents && lead && <PageContents headings={headingsOf(rest)} variant="top" />}
            {rest}
          </div>
          {contents && <PageContents headings={headings} />}
        </div>
      </PageHeadingsContext.Provider>
      <div className={styles.pageEnd}>
        <p className={styles.endLinks}>
          <Link to="/" className={styles.home}>
            {homeLabel ?? t('common.backHome')}
          </Link>
          {endLinks}
        </p>
        <UpButton label={t('common.up')} targetId="top" />
      </div>
    </div>
  );
}
