import {
  newsSlug,
  type NewsCover,
  type NewsEntry,
  type NewsSortOrder,
  type PaginationItem,
} from '@fuelcard/contracts';
import { formatLongDate } from './dates';
import { shortened } from './shortened-text';

/** A news item as a page shows it in a list: already in the page's language. */
export interface NewsSummary {
  id: string;
  slug: string;
  title: string;
  /**
   * 'ru' when the title is the Russian fallback on a page in another language (it is marked
   * `lang="ru"` there); absent when the title is in the page's language.
   */
  titleLang?: 'ru';
  /** Publication day 'YYYY-MM-DD' (for <time dateTime>), possibly ''. */
  date: string;
  /** The same day in long form in the page's language. */
  dateText: string;
  /** The cover image, or null. */
  cover?: NewsCoverView | null;
  /** The beginning of the description as plain text (about 160 characters), or ''. */
  excerpt?: string;
  /** 'ru' when the excerpt is the Russian fallback on a page in another language. */
  excerptLang?: 'ru';
}

/** How long an excerpt on a card or in the list is at most (characters). */
export const CARD_EXCERPT_LENGTH = 160;

/** A cover as a `<picture>` needs it: sources through the site's /api proxy, alt in the page's language. */
export interface NewsCoverView {
  alt: string;
  /** 'ru' when the alt text is the Russian fallback on a page in another language. */
  altLang?: 'ru';
  width: number;
  height: number;
  avif: string;
  webp: string;
  jpeg: string;
}

const srcset = (sources: readonly { url: string; width: number }[]) =>
  sources.map((source) => `${source.url} ${source.width}w`).join(', ');

/** The cover of an item for the page's language (the API's paths are served by the site's proxy). */
export function newsCoverView(cover: NewsCover | undefined, lang: string): NewsCoverView | null {
  if (!cover) return null;
  const altLang = fallbackLang(cover.alt, lang);
  return {
    alt: localized(cover.alt, lang),
    ...(altLang ? { altLang } : {}),
    width: cover.width,
    height: cover.height,
    avif: srcset(cover.avif),
    webp: srcset(cover.webp),
    jpeg: cover.jpeg.url,
  };
}

/** A localized text of a news item: the page's language, else Russian. */
export function localized(texts: { ru: string; en: string }, lang: string): string {
  const own = lang === 'en' ? texts.en : texts.ru;
  return own.trim() !== '' ? own : texts.ru;
}

/**
 * 'ru' when a page in another language shows the Russian text because its own is empty (the
 * element that holds it then says `lang="ru"`, so that screen readers and hyphenation read it as
 * Russian); undefined when the text is in the page's language.
 */
export function fallbackLang(texts: { ru: string; en: string }, lang: string): 'ru' | undefined {
  if (lang === 'ru') return undefined;
  const own = lang === 'en' ? texts.en : '';
  return own.trim() === '' ? 'ru' : undefined;
}

/** `htmlLang: 'ru'` when the description shown is the Russian fallback of a page in another language. */
export function htmlLangOf(
  descriptions: { ru: string; en: string },
  lang: string,
): { htmlLang?: 'ru' } {
  const htmlLang = fallbackLang(descriptions, lang);
  return htmlLang ? { htmlLang } : {};
}

/** What a list needs of an item: an entry of the API's lists or a whole item. */
export type NewsListEntry = Pick<NewsEntry, 'id' | 'slug' | 'titles' | 'dates' | 'cover'> & {
  /** The API's lists carry the beginning of each description as plain text. */
  excerpts?: { ru: string; en: string };
};

export function newsSummary(entry: NewsListEntry, lang: string): NewsSummary {
  const titleLang = fallbackLang(entry.titles, lang);
  const excerptLang = entry.excerpts ? fallbackLang(entry.excerpts, lang) : undefined;
  return {
    id: entry.id,
    slug: newsSlug(entry, entry.id),
    title: localized(entry.titles, lang),
    ...(titleLang ? { titleLang } : {}),
    date: entry.dates.date,
    dateText: formatLongDate(entry.dates.date, lang),
    cover: newsCoverView(entry.cover, lang),
    excerpt: entry.excerpts
      ? shortened(localized(entry.excerpts, lang).replace(/\s+/g, ' ').trim(), CARD_EXCERPT_LENGTH)
      : '',
    ...(excerptLang ? { excerptLang } : {}),
  };
}

/** One page of the news list as the page shows it. */
export interface NewsListPage {
  sort: NewsSortOrder;
  page: number;
  totalPages: number;
  /** The page buttons: first, last, current with one neighbour each side, ellipses between. */
  window: PaginationItem[];
  items: NewsSummary[];
}
