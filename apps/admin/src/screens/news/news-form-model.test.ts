import type { NewsItem } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyNewsForm,
  newsFormFromItem,
  toNewsInput,
  withSlug,
  withTitle,
} from './news-form-model';

const ITEM: NewsItem = {
  slug: 'stored',
  priority: 'A',
  dates: { date: '2025-07-28', startDate: '', expireDate: '2025-07-31' },
  titles: { ru: 'Новость', en: 'News' },
  descriptions: { ru: '<p>ру</p>', en: '<p>en</p>' },
};

describe('news form', () => {
  it('starts empty with priority B and a slug that follows the titles', () => {
    expect(emptyNewsForm()).toMatchObject({ slug: '', slugFollowsTitles: true, priority: 'B' });
  });

  it('fills the slug from the Russian title, else the English one', () => {
    let values = withTitle(emptyNewsForm(), 'en', 'Big News');
    expect(values.slug).toBe('big-news');
    values = withTitle(values, 'ru', 'Важная новость');
    expect(values.slug).toBe('vazhnaya-novost');
    values = withTitle(values, 'ru', '');
    expect(values.slug).toBe('big-news');
  });

  it('stops filling once a slug is typed, and starts again when the slug is emptied', () => {
    let values = withSlug(withTitle(emptyNewsForm(), 'ru', 'Новость'), 'my-slug', true);
    values = withTitle(values, 'ru', 'Другая новость');
    expect(values.slug).toBe('my-slug');
    values = withSlug(values, '', true);
    values = withTitle(values, 'en', 'Other');
    expect(values.slug).toBe('drugaya-novost');
  });

  it('never rewrites the stored slug of an edited item', () => {
    let values = withTitle(newsFormFromItem(ITEM), 'ru', 'Новый заголовок');
    expect(values.slug).toBe('stored');
    values = withTitle(withSlug(values, '', false), 'ru', 'Ещё');
    expect(values.slug).toBe('');
  });

  it('gives back the item unchanged as the update body', () => {
    expect(toNewsInput(newsFormFromItem(ITEM))).toEqual({ ...ITEM, cover: null });
    expect(toNewsInput({ ...newsFormFromItem(ITEM), slug: '  spaced  ' }).slug).toBe('spaced');
  });
});
