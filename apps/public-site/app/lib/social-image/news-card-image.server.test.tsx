// @vitest-environment node
import type { NewsEntry } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { CARD_TITLE_MAX_LENGTH } from './news-card.server';
import {
  cardStats,
  newsCardHash,
  newsCardOf,
  newsCardPng,
  newsImagePath,
  NEWS_IMAGE_PATH,
} from './news-card-image.server';

const entry: NewsEntry = {
  id: '3',
  slug: 'new-terminals',
  priority: 'A',
  dates: { date: '2026-02-01', startDate: '', expireDate: '' },
  titles: { ru: 'Новые терминалы на АЗС: ёжик съел щуку', en: '' },
  descriptions: { ru: '', en: '' },
};

/** Width and height from a PNG's header (signature, then the IHDR chunk). */
export function pngSize(png: Buffer): [number, number] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('a news item’s picture', () => {
  it('shows the title in the page’s language (else Russian), the date, the section and the brand', () => {
    expect(newsCardOf(entry, 'en')).toEqual({
      title: 'Новые терминалы на АЗС: ёжик съел щуку',
      dateText: '1 February 2026',
      label: 'News',
      brand: 'RouteCard',
    });
    expect(newsCardOf(entry, 'ru').dateText).toBe('1 февраля 2026 г.');
  });

  it('bounds the title it draws', () => {
    const long = { ...entry, titles: { ru: 'Очень длинный заголовок '.repeat(30), en: '' } };
    expect([...newsCardOf(long, 'ru').title].length).toBeLessThanOrEqual(CARD_TITLE_MAX_LENGTH);
    expect(newsCardOf(long, 'ru').title.endsWith('…')).toBe(true);
  });

  it('has an address by content hash: the same for the same picture, another when the title or date changes', () => {
    const path = newsImagePath(entry, 'ru');
    expect(path).toMatch(/^\/social\/news\/3-ru-[0-9a-f]{16}\.png$/);
    expect(NEWS_IMAGE_PATH.test(path.split('/').at(-1)!)).toBe(true);
    expect(
      newsImagePath({ ...entry, priority: 'B', descriptions: { ru: '<p>x</p>', en: '' } }, 'ru'),
    ).toBe(path);
    expect(newsImagePath({ ...entry, titles: { ru: 'Другой', en: '' } }, 'ru')).not.toBe(path);
    expect(
      newsImagePath({ ...entry, dates: { ...entry.dates, date: '2026-02-02' } }, 'ru'),
    ).not.toBe(path);
    expect(newsImagePath(entry, 'en')).not.toBe(path);
  });

  it('is a PNG of 1200 × 630, drawn once and then served from memory', async () => {
    const card = newsCardOf(entry, 'ru');
    const before = cardStats.drawn;
    const started = performance.now();
    const [png, same] = await Promise.all([newsCardPng(card), newsCardPng(card)]);
    const drawnIn = performance.now() - started;
    expect(pngSize(png)).toEqual([1200, 630]);
    expect(same).toBe(png);
    expect(cardStats.drawn).toBe(before + 1);
    const again = performance.now();
    expect(await newsCardPng(card)).toBe(png);
    expect(cardStats.drawn).toBe(before + 1);
    // Figures for the README (no tight bound: the machine is shared).
    console.info(
      `news picture: drawn in ${Math.round(drawnIn)} ms, ${png.length} bytes; from memory in ${(performance.now() - again).toFixed(2)} ms`,
    );
    expect(png.length).toBeLessThan(600_000);
    expect(newsCardHash(card)).toMatch(/^[0-9a-f]{16}$/);
  }, 30_000);
});
