// @vitest-environment node
import { visibleNews, type NewsMap } from '@fuelcard/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  buildNewsFeed,
  FEED_MAX_ITEMS,
  feedAddress,
  feedLinks,
  newsFeed,
} from './news-feed.server';
import { feedOf } from './news-queries.server';

const ORIGIN = 'https://www.example.by';
const now = new Date('2026-03-10T12:00:00+03:00');

const news: NewsMap = {
  '3': {
    slug: 'new-terminals',
    priority: 'A',
    dates: { date: '2026-02-01', startDate: '', expireDate: '' },
    titles: { ru: 'Новые терминалы </title> & ]]> <b>', en: 'New terminals' },
    descriptions: {
      ru: '<p>Текст <script>alert(1)</script><a href="https://example.by/x">ссылка</a></p>',
      en: '',
    },
  },
  '4': {
    slug: 'past',
    priority: 'B',
    dates: { date: '2020-01-01', startDate: '2020-01-01', expireDate: '2020-01-31' },
    titles: { ru: 'Прошлое', en: 'Past' },
    descriptions: { ru: '', en: '' },
  },
  '5': {
    slug: 'older',
    priority: 'B',
    dates: { date: '2025-12-31', startDate: '', expireDate: '' },
    titles: { ru: 'Старее', en: '' },
    descriptions: { ru: '<p>Старый текст</p>', en: '' },
  },
};

/** What GET /api/news/feed answers for a map on `now`: the newest visible items, in full. */
const itemsOf = (map: NewsMap) => feedOf(visibleNews(map, now));
const feedItems = itemsOf(news);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe('the RSS 2.0 feed', () => {
  const { body } = buildNewsFeed({ origin: ORIGIN, format: 'rss', lang: 'ru', items: feedItems, now });
  const channel = parser.parse(body).rss.channel;
  const items = list(channel.item) as Array<Record<string, unknown>>;

  it('is well-formed XML with the channel RSS 2.0 requires', () => {
    expect(XMLValidator.validate(body)).toBe(true);
    expect(channel.title).toBe('Новости — RouteCard');
    expect(channel.link).toBe(`${ORIGIN}/news?lang=ru`);
    expect(channel.description).toMatch(/^Новости компании/);
    expect(channel.language).toBe('ru');
    expect(channel.lastBuildDate).toMatch(RFC_822);
    expect(channel['atom:link']).toMatchObject({
      '@href': `${ORIGIN}/news/rss.xml`,
      '@rel': 'self',
    });
  });

  it('lists the visible items, newest first, with absolute links, a permanent guid and RFC 822 dates', () => {
    expect(items.map((item) => item.link)).toEqual([
      `${ORIGIN}/news/new-terminals?lang=ru`,
      `${ORIGIN}/news/older?lang=ru`,
    ]);
    expect(items[0]).toMatchObject({
      title: 'Новые терминалы </title> & ]]> <b>',
      guid: { '#text': `${ORIGIN}/news/3`, '@isPermaLink': 'false' },
      pubDate: 'Sat, 31 Jan 2026 21:00:00 GMT',
    });
    for (const item of items) expect(item.pubDate).toMatch(RFC_822);
    // The description is sanitized as on the page: the script is gone, the outside link stays.
    expect(String(items[0]!['content:encoded'])).not.toContain('<script');
    expect(String(items[0]!['content:encoded'])).toContain('href="https://example.by/x"');
  });
});

describe('the Atom feed', () => {
  const { body } = buildNewsFeed({ origin: ORIGIN, format: 'atom', lang: 'en', items: feedItems, now });
  const feed = parser.parse(body).feed;
  const entries = list(feed.entry) as Array<Record<string, unknown>>;

  it('has what Atom requires: id, title, updated, author, a self link', () => {
    expect(XMLValidator.validate(body)).toBe(true);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${ORIGIN}/news/atom.xml?lang=en`);
    expect(feed.title).toBe('News — RouteCard');
    expect(feed.updated).toBe('2026-01-31T21:00:00.000Z');
    expect(feed.author).toEqual({ name: 'RouteCard', uri: `${ORIGIN}/` });
    expect(list(feed.link)).toContainEqual({
      '@rel': 'self',
      '@href': `${ORIGIN}/news/atom.xml?lang=en`,
    });
  });

  it('gives each entry an id, a title in the language (else Russian), a link and RFC 3339 dates', () => {
    expect(entries.map((entry) => entry.id)).toEqual([`${ORIGIN}/news/3`, `${ORIGIN}/news/5`]);
    expect(entries[0]).toMatchObject({
      title: { '#text': 'New terminals', '@type': 'html' },
      link: { '@href': `${ORIGIN}/news/new-terminals?lang=en` },
      updated: '2026-01-31T21:00:00.000Z',
      published: '2026-01-31T21:00:00.000Z',
    });
    expect(entries[1]!.title).toMatchObject({ '#text': 'Старее' });
    for (const entry of entries) {
      expect(entry.updated).toMatch(RFC_3339);
      expect(entry.published).toMatch(RFC_3339);
    }
  });

  it('escapes a title as HTML, as its type says', () => {
    const ru = parser.parse(
      buildNewsFeed({ origin: ORIGIN, format: 'atom', lang: 'ru', items: feedItems, now }).body,
    ).feed;
    expect(list(ru.entry)[0]).toMatchObject({
      title: { '#text': 'Новые терминалы &lt;/title&gt; &amp; ]]&gt; &lt;b&gt;' },
    });
  });
});

describe('feeds', () => {
  it('keep the break between paragraphs in an item’s summary, in both formats («очереди На»)', () => {
    const paragraphs = {
      '7': {
        ...news['5']!,
        slug: 'queues',
        descriptions: { ru: '<p>Сократилось время очереди</p><p>На всех АЗС &amp; везде</p>', en: '' },
      },
    } as NewsMap;
    const rss = parser.parse(
      buildNewsFeed({ origin: ORIGIN, format: 'rss', lang: 'ru', items: itemsOf(paragraphs), now }).body,
    ).rss.channel;
    expect(list(rss.item)[0]).toMatchObject({
      description: 'Сократилось время очереди На всех АЗС &amp; везде',
    });
    const atom = parser.parse(
      buildNewsFeed({ origin: ORIGIN, format: 'atom', lang: 'ru', items: itemsOf(paragraphs), now }).body,
    ).feed;
    expect(JSON.stringify(list(atom.entry)[0])).toContain('Сократилось время очереди На всех АЗС');
    expect(JSON.stringify(list(atom.entry)[0])).not.toContain('очередиНа');
  });

  it('take updatedAt as an item’s change once the API sends it', () => {
    const updated = { '3': { ...news['3']!, updatedAt: '2026-02-05T08:00:00.000Z' } } as NewsMap;
    const feed = parser.parse(
      buildNewsFeed({ origin: ORIGIN, format: 'atom', lang: 'en', items: itemsOf(updated), now }).body,
    ).feed;
    expect(feed.updated).toBe('2026-02-05T08:00:00.000Z');
    expect(list(feed.entry)[0]).toMatchObject({
      updated: '2026-02-05T08:00:00.000Z',
      published: '2026-01-31T21:00:00.000Z',
    });
  });

  it(`carry the ${FEED_MAX_ITEMS} newest items`, () => {
    const many: NewsMap = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [
        String(i + 1),
        {
          ...news['5']!,
          slug: `n${i + 1}`,
          dates: {
            date: `2025-0${1 + (i % 9)}-${String(10 + (i % 18))}`,
            startDate: '',
            expireDate: '',
          },
        },
      ]),
    );
    const channel = parser.parse(
      buildNewsFeed({ origin: ORIGIN, format: 'rss', lang: 'ru', items: itemsOf(many), now }).body,
    ).rss.channel;
    expect(list(channel.item)).toHaveLength(FEED_MAX_ITEMS);
  });

  it('are the same bytes and ETag for the same news, and are built once per list', () => {
    const a = newsFeed({ origin: ORIGIN, format: 'rss', lang: 'ru', items: feedItems });
    expect(newsFeed({ origin: ORIGIN, format: 'rss', lang: 'ru', items: feedItems })).toBe(a);
    const b = buildNewsFeed({ origin: ORIGIN, format: 'rss', lang: 'ru', items: feedItems });
    expect(b.etag).toBe(a.etag);
    expect(a.etag).toMatch(/^W\/".+"$/);
    expect(buildNewsFeed({ origin: ORIGIN, format: 'rss', lang: 'en', items: feedItems }).etag).not.toBe(
      a.etag,
    );
  });

  it('are announced on every page in its language, Russian at the bare address', () => {
    expect(feedAddress(ORIGIN, 'rss', 'ru')).toBe(`${ORIGIN}/news/rss.xml`);
    expect(feedLinks(ORIGIN, 'en')).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'News — RouteCard (RSS)',
        href: `${ORIGIN}/news/rss.xml?lang=en`,
      },
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'News — RouteCard (Atom)',
        href: `${ORIGIN}/news/atom.xml?lang=en`,
      },
    ]);
  });
});
