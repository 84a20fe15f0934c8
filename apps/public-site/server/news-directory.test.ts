import type { NewsMap } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { NewsDirectory } from './news-directory';

const item = (slug: string, en = 'News'): NewsMap[string] => ({
  slug,
  priority: 'B',
  dates: { date: '2026-01-10', startDate: '', expireDate: '' },
  titles: { ru: 'Новость', en },
  descriptions: { ru: '', en: '' },
});
const up = (version: string) => ({ version, available: true });

describe('NewsDirectory', () => {
  it('knows every address of a whole list, as findNews reads it: ids, slugs in any case, generated slugs', () => {
    const directory = new NewsDirectory();
    directory.learnList('v1', { '7': item('Fuel-Prices'), '8': item('', 'New Terminals') });
    const state = up('v1');
    for (const address of ['7', 'fuel-prices', 'FUEL-PRICES', '8', 'new-terminals'])
      expect(directory.presence(address, state), address).toBe('present');
    for (const address of ['9', 'fuel', 'news-8', ''])
      expect(directory.presence(address, state), address).toBe('absent');
  });

  it('knows nothing of other news than the list it learnt, nor before any list', () => {
    const directory = new NewsDirectory();
    expect(directory.presence('anything', up(''))).toBe('unknown');
    directory.learnList('v1', { '7': item('a') });
    expect(directory.presence('b', up('v2'))).toBe('unknown');
    // A list of another shape tells nothing.
    directory.learnList('v3', { '7': null } as unknown as NewsMap);
    expect(directory.presence('b', up('v3'))).toBe('unknown');
  });

  it('keeps single answers in a bounded memory, forgotten when the news change', () => {
    const directory = new NewsDirectory({ maxRemembered: 100 });
    for (let i = 0; i < 1_000; i += 1) directory.remember('v1', `slug-${i}`, 'absent');
    expect(directory.rememberedCount).toBe(100);
    expect(directory.presence('slug-999', up('v1'))).toBe('absent');
    expect(directory.presence('slug-0', up('v1'))).toBe('unknown');
    directory.remember('v1', 'Kept', 'present');
    expect(directory.presence('KEPT', up('v1'))).toBe('present');
    directory.remember('v2', 'other', 'absent');
    expect(directory.rememberedCount).toBe(1);
    expect(directory.presence('kept', up('v2'))).toBe('unknown');
  });

  it('while the API is down, knows the fallback news the pages show (those visible that day)', () => {
    const during = new NewsDirectory({ now: () => new Date('2025-07-29T12:00:00+03:00') });
    const down = { version: 'v1', available: false };
    expect(during.presence('welcome-to-the-new-website', down)).toBe('present');
    expect(during.presence('1', down)).toBe('present');
    expect(during.presence('real-news', down)).toBe('absent');
    const after = new NewsDirectory({ now: () => new Date('2026-01-01T12:00:00+03:00') });
    expect(after.presence('welcome-to-the-new-website', down)).toBe('absent');
  });
});
