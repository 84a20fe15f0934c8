import { describe, expect, it } from 'vitest';
import { newsFieldOf } from './news-form-errors';

describe('newsFieldOf', () => {
  it.each([
    ['slug', 'slug'],
    ['titles.ru', 'titleRu'],
    ['titles.en', 'titleEn'],
    ['titles', 'titleRu'],
    ['dates.startDate', 'startDate'],
    ['dates.expireDate', 'expireDate'],
    ['dates.date', 'date'],
    ['descriptions.en', 'descriptionEn'],
    ['priority', 'priority'],
  ])('maps the API path %s to the %s field', (path, field) => {
    expect(newsFieldOf(path)).toBe(field);
  });

  it.each([undefined, 'password', 'titles.by'])('knows no field for %j', (path) => {
    expect(newsFieldOf(path)).toBeUndefined();
  });
});
