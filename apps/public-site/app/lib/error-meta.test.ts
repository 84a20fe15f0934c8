// @vitest-environment node
import { resources, type TextTree } from '@fuelcard/i18n';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorPageMeta } from './error-meta';

const root = (lang: 'ru' | 'en') => ({
  lang,
  texts: resources[lang] as unknown as TextTree,
  origin: 'https://www.example.by',
});

/** A 404 as a boundary sees it (React Router's ErrorResponse of `throw data(…, { status: 404 })`). */
async function caught404(): Promise<unknown> {
  const error = { status: 404, statusText: 'Not Found', internal: false, data: 'Not Found' };
  expect(isRouteErrorResponse(error)).toBe(true);
  return error;
}

const content = (tags: ReturnType<typeof errorPageMeta>, key: string) =>
  (
    tags.find((tag) => {
      const entry = tag as Record<string, unknown>;
      return entry.property === key || entry.name === key;
    }) as Record<string, unknown> | undefined
  )?.content;

describe('errorPageMeta', () => {
  it('gives a 404 the spec’s title, noindex and the link preview of every page', async () => {
    const tags = errorPageMeta(root('ru'), await caught404());
    expect(tags).toContainEqual({ title: 'Unexpected Application Error' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(content(tags, 'og:title')).toBe('Unexpected Application Error');
    expect(content(tags, 'og:description')).toBe(
      'Страница, которую вы ищете, не существует или была перемещена.',
    );
    expect(content(tags, 'og:image')).toBe('https://www.example.by/social/default.png');
    expect(content(tags, 'og:site_name')).toBe('RouteCard');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe('https://www.example.by/social/default.png');
    // An error has no address of its own.
    expect(tags.some((tag) => (tag as Record<string, unknown>).rel === 'canonical')).toBe(false);
    expect(content(tags, 'og:url')).toBeUndefined();
  });

  it('describes any other failure as unexpected, in the page’s language', () => {
    const tags = errorPageMeta(root('en'), new Error('boom'));
    expect(content(tags, 'og:description')).toBe(
      (resources.en.errors as { unexpected: { text: string } }).unexpected.text,
    );
    expect(content(tags, 'og:locale')).toBe('en_US');
    expect(errorPageMeta(root('ru'), 'not-found', 'Новость не найдена | RouteCard')).toContainEqual(
      {
        title: 'Новость не найдена | RouteCard',
      },
    );
  });

  it('falls back to the title and noindex without the root’s data (the frame itself failed)', () => {
    expect(errorPageMeta(undefined, new Error('x'))).toEqual([
      { title: 'Unexpected Application Error' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
