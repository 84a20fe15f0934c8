import { describe, expect, it } from 'vitest';
import type { NewsInput } from '../schemas/news';
import { createApiClient } from './api-client';
import { newsConflictOf } from './errors';
import { fakeFetch } from './fake-fetch';
import { createMoreClient } from './more-client';

const news: NewsInput = {
  slug: 'hello',
  priority: 'B',
  dates: { date: '2025-07-28', startDate: '', expireDate: '' },
  titles: { ru: 'Привет', en: 'Hello' },
  descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
};
const conflict = {
  error:
    'Новость уже изменили после того, как вы её открыли: посмотрите изменения и решите, что сохранить',
  version: 4,
  current: { id: '7', version: 4, slug: 'hello' },
};

describe('If-Match on news writes (ADR api-0016)', () => {
  it('sends the version as a strong If-Match only when one is given', async () => {
    const { fetch, requests } = fakeFetch(200, { id: 7 });
    const client = createApiClient({ fetch, getToken: () => 't' });
    await client.updateNews(7, news, { ifMatch: 3 });
    await client.updateNews(7, news);
    expect(requests[0]!.headers['If-Match']).toBe('"3"');
    expect(requests[1]!.headers).not.toHaveProperty('If-Match');
    const more = createMoreClient({ fetch, getToken: () => 't' });
    await more.setNewsStatus(7, { status: 'draft' }, { ifMatch: 5 });
    await more.setNewsStatus(7, { status: 'draft' });
    expect(requests[2]!.headers['If-Match']).toBe('"5"');
    expect(requests[3]!.headers).not.toHaveProperty('If-Match');
  });

  it('recognises the 412 with the current item, and nothing else', async () => {
    const refused = createApiClient({ fetch: fakeFetch(412, conflict).fetch, getToken: () => 't' });
    const error = await refused
      .updateNews(7, news, { ifMatch: 3 })
      .catch((caught: unknown) => caught);
    expect(newsConflictOf(error)).toEqual(conflict);
    const other = createApiClient({
      fetch: fakeFetch(409, { error: 'x' }).fetch,
      getToken: () => 't',
    });
    expect(
      newsConflictOf(await other.updateNews(7, news).catch((caught: unknown) => caught)),
    ).toBeNull();
    const bare = createApiClient({
      fetch: fakeFetch(412, { error: 'x' }).fetch,
      getToken: () => 't',
    });
    expect(
      newsConflictOf(await bare.updateNews(7, news).catch((caught: unknown) => caught)),
    ).toBeNull();
    expect(newsConflictOf(new Error('x'))).toBeNull();
  });
});
