import { describe, expect, it } from 'vitest';
import { NewsMap } from '../schemas/news';
import { validate } from '../schemas/validate';
import { FALLBACK_NEWS } from './fallback-news';
import { generateSlug } from './generate-slug';
import { minsk } from './news-fixture';
import { teaserOrder } from './teaser-order';

const welcome = FALLBACK_NEWS['1']!;

describe('FALLBACK_NEWS', () => {
  it('is a valid news map holding one item with id 1', () => {
    expect(validate(NewsMap, FALLBACK_NEWS)).toEqual({ ok: true, value: FALLBACK_NEWS });
    expect(Object.keys(FALLBACK_NEWS)).toEqual(['1']);
  });

  it('is the priority A welcome notice of spec §3', () => {
    expect(welcome.priority).toBe('A');
    expect(welcome.dates).toEqual({
      date: '2025-07-28',
      startDate: '2025-07-28',
      expireDate: '2025-07-31',
    });
  });

  it('has the slug generated from its English title', () => {
    expect(welcome.slug).toBe('welcome-to-the-new-website');
    expect(generateSlug(welcome.titles, '1')).toBe(welcome.slug);
  });

  it('has titles and paragraph descriptions in both languages', () => {
    for (const language of ['ru', 'en'] as const) {
      expect(welcome.titles[language].trim()).not.toBe('');
      expect(welcome.descriptions[language]).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it.each([
    ['2025-07-27T23:59', false],
    ['2025-07-28T00:00', true],
    ['2025-07-31T23:59', true],
    ['2025-08-01T00:00', false],
  ])('is in the teaser at %s in Minsk: %s', (at, shown) => {
    expect(teaserOrder(FALLBACK_NEWS, minsk(at)).map((entry) => entry.id)).toEqual(
      shown ? ['1'] : [],
    );
  });
});
