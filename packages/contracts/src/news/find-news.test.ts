import { describe, expect, it } from 'vitest';
import { findNews } from './find-news';
import { newsItem } from './news-fixture';

const map = {
  '1': newsItem({ slug: 'welcome' }),
  '2': newsItem({ slug: 'Tariffs-2025' }),
  '3': newsItem({ slug: '', titles: { ru: 'Без адреса', en: '' } }),
  '4': newsItem({ slug: '2' }),
};

describe('findNews', () => {
  it.each([
    ['1', '1'],
    ['welcome', '1'],
    ['WELCOME', '1'],
    ['tariffs-2025', '2'],
    ['bez-adresa', '3'],
    ['2', '2'],
  ])('%j finds item %s', (idOrSlug, id) => {
    expect(findNews(map, idOrSlug)?.id).toBe(id);
  });

  it('returns the id with every field of the item', () => {
    expect(findNews(map, 'welcome')).toEqual({ id: '1', ...map['1'] });
  });

  it.each([['missing'], ['5'], [''], ['constructor'], ['__proto__'], ['toString']])(
    '%j finds nothing',
    (idOrSlug) => {
      expect(findNews(map, idOrSlug)).toBeNull();
    },
  );

  it('finds nothing in an empty map', () => {
    expect(findNews({}, '1')).toBeNull();
  });
});
