import { createHash } from 'node:crypto';
import type { NewsEntry } from '@fuelcard/contracts';
import type { PublicLanguage } from '@fuelcard/i18n';
import { LRUCache } from 'lru-cache';
import { formatLongDate } from '../dates';
import { localized } from '../news-view';
import { shortened } from '../shortened-text';
import { translator } from '../texts.server';
import { CARD_TITLE_MAX_LENGTH, NewsCardPicture, type NewsCard } from './news-card.server';
import { renderPng } from './render-card.server';

/**
 * The version of the picture's design: change it with the drawing (news-card.server.tsx, the
 * scenery, the fonts), so that every picture gets a new address and no cache keeps an old one.
 */
export const CARD_DESIGN_VERSION = '2';

/** What a news item's picture shows in a language. */
export function newsCardOf(entry: NewsEntry, lang: PublicLanguage): NewsCard {
  const t = translator(lang);
  const title = localized(entry.titles, lang).replace(/\s+/g, ' ').trim() || t('news.detailedNews');
  return {
    title: shortened(title, CARD_TITLE_MAX_LENGTH),
    dateText: formatLongDate(entry.dates.date, lang),
    label: t('news.title'),
    brand: t('common.brand'),
  };
}

/** The content hash of a picture: its address changes exactly when what it shows changes. */
export function newsCardHash(card: NewsCard): string {
  return createHash('sha256')
    .update(
      JSON.stringify([CARD_DESIGN_VERSION, card.title, card.dateText, card.label, card.brand]),
    )
    .digest('hex')
    .slice(0, 16);
}

/** `/social/news/{id}-{lang}-{hash}.png`: served with immutable caching. */
export const NEWS_IMAGE_PATH = /^(\d{1,12})-(ru|en)-([0-9a-f]{16})\.png$/;

/** The path of a news item's picture in a language. */
export function newsImagePath(entry: NewsEntry, lang: PublicLanguage): string {
  return `/social/news/${entry.id}-${lang}-${newsCardHash(newsCardOf(entry, lang))}.png`;
}

/**
 * Drawn pictures by content hash, bounded by their bytes (a picture is 40–150 kB): only pictures
 * of visible news can be asked for (an address of anything else is refused before drawing), so
 * the cache holds those the news have, and the least recently asked go first.
 */
const drawn = new LRUCache<string, Buffer>({
  maxSize: 24 * 1024 * 1024,
  sizeCalculation: (png) => png.length,
});
const drawing = new Map<string, Promise<Buffer>>();

/** Figures for tests: how many pictures were drawn. */
export const cardStats = { drawn: 0 };

/** A news picture as PNG: from the cache, or drawn once however many ask for it together. */
export function newsCardPng(card: NewsCard): Promise<Buffer> {
  const hash = newsCardHash(card);
  const kept = drawn.get(hash);
  if (kept) return Promise.resolve(kept);
  let pending = drawing.get(hash);
  if (!pending) {
    pending = renderPng(<NewsCardPicture {...card} />)
      .then((png) => {
        cardStats.drawn += 1;
        drawn.set(hash, png);
        return png;
      })
      .finally(() => drawing.delete(hash));
    drawing.set(hash, pending);
  }
  return pending;
}
