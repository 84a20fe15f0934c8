import { createHash } from 'node:crypto';
import type { NewsEntry } from '@fuelcard/contracts';
import type { PublicLanguage } from '@fuelcard/i18n';
import { Feed, type Item } from 'feed';
import type { MetaDescriptor } from 'react-router';
import { descriptionText, safeDescriptionHtml } from './description-html.server';
import { minskDayStart, newsModifiedAt, newsPublishedAt } from './news-dates.server';
import { localized, newsSummary } from './news-view';
import { withPublicPalette } from './public-palette';
import { ORGANIZATION_LOGO } from './structured-data/organization.server';
import { translator } from './texts.server';

export type FeedFormat = 'rss' | 'atom';

/** The feeds' paths; the language is `?lang=en` (Russian without it: see feedAddress). */
export const FEED_PATHS: Readonly<Record<FeedFormat, string>> = {
  rss: '/news/rss.xml',
  atom: '/news/atom.xml',
};

export const FEED_CONTENT_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** The newest items a feed carries (readers poll; the whole list is on /news). */
export const FEED_MAX_ITEMS = 50;

/**
 * A feed's address. A feed does not follow the visitor's language as a bare page does: readers
 * and aggregators poll one address for everyone, without the visitor's cookie. The bare address
 * is Russian (the site's default language), `?lang=en` English.
 */
export function feedAddress(origin: string, format: FeedFormat, lang: PublicLanguage): string {
  return `${origin}${FEED_PATHS[format]}${lang === 'ru' ? '' : `?lang=${lang}`}`;
}

/** The title of the feeds of a language: 'Новости — RouteCard'. */
function feedTitle(lang: PublicLanguage): string {
  const t = translator(lang);
  return `${t('news.title')} — ${t('common.brand')}`;
}

/** The autodiscovery links of the news feeds in the page's language (on every page). */
export function feedLinks(origin: string, lang: PublicLanguage): MetaDescriptor[] {
  const title = feedTitle(lang);
  return (['rss', 'atom'] as const).map((format) => ({
    tagName: 'link',
    rel: 'alternate',
    type: FEED_CONTENT_TYPES[format].split(';')[0]!,
    title: `${title} (${format === 'rss' ? 'RSS' : 'Atom'})`,
    href: feedAddress(origin, format, lang),
  }));
}

/** Characters XML 1.0 does not allow (controls but tab, line feed and carriage return; U+FFFE/F). */
// eslint-disable-next-line no-control-regex -- these are the characters to remove
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (text: string) => text.replace(NOT_XML, '');
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

export interface FeedAnswer {
  body: string;
  /** A weak validator of the body (the answer may be sent compressed). */
  etag: string;
}

interface FeedInput {
  origin: string;
  format: FeedFormat;
  lang: PublicLanguage;
  /** The newest visible items, newest first (GET /api/news/feed). */
  items: readonly NewsEntry[];
  /** For the date of a feed without any dated item (tests). */
  now?: Date;
}

function feedItem(entry: NewsEntry, { origin, format, lang, now }: FeedInput): Item {
  const { slug, title } = newsSummary(entry, lang);
  const html = withPublicPalette(safeDescriptionHtml(localized(entry.descriptions, lang)));
  const summary = descriptionText(html).slice(0, 300);
  const published = newsPublishedAt(entry);
  const modified = newsModifiedAt(entry) ?? minskDayStart(todayInMinsk(now))!;
  return {
    // Atom says its titles are HTML (type="html"); RSS titles are read as plain text.
    title: xmlText(format === 'atom' ? escapeHtml(title) : title),
    // By id, which an item keeps when its slug changes; /news/{id} shows it too.
    id: `${origin}/news/${entry.id}`,
    link: `${origin}/news/${encodeURIComponent(slug)}?lang=${lang}`,
    date: modified,
    ...(published ? { published } : {}),
    ...(summary ? { description: xmlText(escapeHtml(summary)) } : {}),
    ...(html ? { content: xmlText(html) } : {}),
  };
}

function todayInMinsk(now = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Builds a feed: the newest visible items, absolute links, RFC 822 (RSS) or RFC 3339 (Atom) dates. */
export function buildNewsFeed(input: FeedInput): FeedAnswer {
  const { origin, format, lang } = input;
  const t = translator(lang);
  const items = input.items.slice(0, FEED_MAX_ITEMS).map((entry) => feedItem(entry, input));
  const updated = items.reduce<Date | null>(
    (latest, item) => (latest && latest > item.date ? latest : item.date),
    null,
  );
  const feed = new Feed({
    title: feedTitle(lang),
    description: t('news.description'),
    id: feedAddress(origin, format, lang),
    link: `${origin}/news?lang=${lang}`,
    language: lang,
    favicon: `${origin}${ORGANIZATION_LOGO.path}`,
    updated: updated ?? minskDayStart(todayInMinsk(input.now))!,
    generator: t('common.brand'),
    feedLinks: { [format]: feedAddress(origin, format, lang) },
    author: { name: t('common.brand'), link: `${origin}/` },
  });
  for (const item of items) feed.addItem(item);
  const body = format === 'rss' ? feed.rss2() : feed.atom1();
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * The feeds built from one answer of the feed call, kept with it: while the news do not change
 * every render shares the same kept (frozen) list, so a feed is built once per news change,
 * language and format.
 */
const built = new WeakMap<readonly NewsEntry[], Map<string, FeedAnswer>>();

export function newsFeed(input: Omit<FeedInput, 'now'>): FeedAnswer {
  let forList = built.get(input.items);
  if (!forList) built.set(input.items, (forList = new Map()));
  const key = `${input.origin} ${input.format} ${input.lang}`;
  let answer = forList.get(key);
  if (!answer) forList.set(key, (answer = buildNewsFeed(input)));
  return answer;
}
