// @vitest-environment node
// Issue 12, item 12: a page's key holds only what the page reads, in one spelling.
import { describe, expect, it } from 'vitest';
import { normalizePath, pageRequest, renderRequest } from './page-request';

const keyOf = (target: string, headers: Record<string, string> = {}) => {
  const page = pageRequest(target, headers);
  if ('refused' in page) throw new Error(`refused ${page.refused}`);
  return page.key;
};

describe('pageRequest', () => {
  it('leaves out every query parameter the page does not read', () => {
    const key = keyOf('/contacts');
    for (const target of [
      '/contacts?utm_source=x',
      '/contacts?a=1&b=2',
      '/contacts?page=2&sort=oldest',
      '/contacts?q=%00',
      '/contacts?',
    ])
      expect(keyOf(target)).toBe(key);
  });

  it('keeps the news list’s page and order, normalised as the list reads them, in one order', () => {
    expect(keyOf('/news')).toBe('/news\nru');
    for (const target of [
      '/news?page=1',
      '/news?sort=newest',
      '/news?page=abc',
      '/news?page=-3',
      '/news?sort=random&page=0',
      '/news?x=1',
    ])
      expect(keyOf(target)).toBe(keyOf('/news'));
    expect(keyOf('/news?page=2&sort=oldest')).toBe('/news?sort=oldest&page=2\nru');
    expect(keyOf('/news?sort=oldest&page=2&x=y')).toBe(keyOf('/news?page=2&sort=oldest'));
    expect(keyOf('/news?page=02')).toBe(keyOf('/news?page=2'));
  });

  it('keeps the search page’s query, as the page reads it', () => {
    expect(keyOf('/search?q=%D0%BA%D0%B0%D1%80%D1%82')).toBe(
      '/search?q=%D0%BA%D0%B0%D1%80%D1%82\nru',
    );
    expect(keyOf('/search?q=++%D0%BA%D0%B0%D1%80%D1%82+&x=1')).toBe(keyOf('/search?q=карт'));
    expect(keyOf('/search?q=+++')).toBe(keyOf('/search'));
    // A page of results: the first is the plain query; another one kept as asked (at most 20).
    expect(keyOf('/search?q=карт&page=1')).toBe(keyOf('/search?q=карт'));
    expect(keyOf('/search?q=карт&page=2')).toBe('/search?q=%D0%BA%D0%B0%D1%80%D1%82&page=2\nru');
    expect(keyOf(`/search?q=карт&page=${'9'.repeat(30)}`)).toBe(
      keyOf(`/search?q=карт&page=${'9'.repeat(20)}`),
    );
    expect(keyOf('/search?page=2')).toBe(keyOf('/search'));
    expect(keyOf(`/search?q=${'a'.repeat(150)}`)).toBe(keyOf(`/search?q=${'a'.repeat(100)}`));
    const page = pageRequest('/search?q=карт&lang=en', {});
    expect('refused' in page ? null : renderRequest('http://site.test', page).url).toBe(
      'http://site.test/search?q=%D0%BA%D0%B0%D1%80%D1%82&lang=en',
    );
  });

  it('keys the language: the query’s (normalised), else the cookie’s, else Accept-Language', () => {
    expect(keyOf('/news?lang=en')).toBe('/news?lang=en\nen');
    expect(keyOf('/news?lang=EN')).toBe(keyOf('/news?lang=en'));
    expect(keyOf('/news?lang=en-GB')).toBe(keyOf('/news?lang=en'));
    // Belarusian is shown in Russian: the same page as ?lang=ru.
    expect(keyOf('/news?lang=by')).toBe(keyOf('/news?lang=ru'));
    expect(keyOf('/news?lang=xx')).toBe(keyOf('/news'));
    expect(keyOf('/news', { cookie: 'lang=en' })).toBe('/news\nen');
    expect(keyOf('/news', { 'accept-language': 'en-US,en;q=0.9' })).toBe('/news\nen');
    expect(keyOf('/news', { cookie: 'lang=%E0' })).toBe('/news\nru');
  });

  it('gives one spelling to every spelling of a path', () => {
    const key = keyOf('/clients/signandresign');
    for (const target of [
      '/clients/signAndResign',
      '/CLIENTS/SIGNANDRESIGN',
      '/clients/signAndResign/',
      '//clients///signAndResign',
      '/clients/%73ignAndResign',
      '/x/../clients/./signAndResign',
      '/clients\\signAndResign',
    ])
      expect(keyOf(target)).toBe(key);
    expect(keyOf('/')).toBe('/\nru');
  });

  it('refuses an undecodable path (400) and a target past the length bound (414)', () => {
    expect(pageRequest('/news/%E0%A4%A', {})).toEqual({ refused: 400 });
    expect(pageRequest(`/news/${'a'.repeat(3000)}`, {})).toEqual({ refused: 414 });
  });
});

describe('normalizePath', () => {
  it('keeps escapes of reserved characters and makes them one case', () => {
    expect(normalizePath('/news/a%2fb')).toBe('/news/a%2fb');
    expect(normalizePath('/news/%D0%9F')).toBe('/news/%d0%9f');
    expect(normalizePath('//evil.example/contacts')).toBe('/evil.example/contacts');
  });
});

describe('normalizePath of a preview', () => {
  it('keeps the case of a preview token (signed, case-sensitive)', () => {
    expect(normalizePath('/Preview/AbC.x-Y_z/')).toBe('/preview/AbC.x-Y_z');
    expect(normalizePath('/News/AbC')).toBe('/news/abc');
  });
});

describe('renderRequest', () => {
  it('holds the site origin, the page’s own path and query and its language, nothing of the visitor', () => {
    const page = pageRequest('/NEWS/?page=2&utm=1&lang=en', {
      cookie: 'session=secret; lang=ru',
      'user-agent': 'x',
    });
    if ('refused' in page) throw new Error('refused');
    const request = renderRequest('http://localhost:3000', page);
    expect(request.url).toBe('http://localhost:3000/news?page=2&lang=en');
    expect(request.method).toBe('GET');
    expect(request.headers.get('cookie')).toBe('lang=en');
    expect(request.headers.get('user-agent')).toBeNull();
  });
});
