import type { IncomingHttpHeaders } from 'node:http';
import {
  detectServerLanguage,
  langCookieToSet,
  normalizeLanguage,
  readLangCookie,
  toPublicLanguage,
  type PublicLanguage,
} from '@fuelcard/i18n';
import { listParams } from '../app/lib/news-list.server';
import { searchQueryOf } from '../app/lib/search-query';
import { routedPath } from '../app/lib/sitemap-files';

/** Longer page addresses are refused (414): no page of the site has one near this long. */
export const MAX_PAGE_TARGET_LENGTH = 2048;

/**
 * A page request reduced to what the page reads, which is all it is rendered from
 * (docs/decisions/public-site-0003-render-cache.md): the path in one spelling, the query
 * parameters the page reads in one spelling and order, and the language. Two requests with the
 * same key get the same bytes.
 */
export interface PageRequest {
  /** The render cache's key: path, query, language. */
  key: string;
  /** The path in its one spelling: lower case, single slashes, no trailing slash, no dot segments. */
  path: string;
  /** '' or '?…': the parameters the page reads, normalised as it reads them, then `lang`. */
  search: string;
  /** The language the page is shown in (the query's, else the cookie's, else Accept-Language). */
  lang: PublicLanguage;
  /** The request's own `?lang=` as sent (its language cookie is set per answer from it). */
  rawLang: string | null;
}

/** The query parameters a page reads besides `lang`, as the page normalises them. */
const PAGE_QUERIES: Readonly<Record<string, (url: URL) => Array<[string, string]>>> = {
  // The news list: its sort order and page (the default order and the first page are plain /news).
  '/news': (url) => {
    const { sort, page } = listParams(url);
    return [
      ...(sort === 'newest' ? [] : [['sort', sort] as [string, string]]),
      ...(page > 1 ? [['page', String(page)] as [string, string]] : []),
    ];
  },
  // The search page: its query as it reads it (without it, the page shows the empty search), and
  // a page of results other than the first as asked (a bad one is answered 404 by the page).
  '/search': (url) => {
    const query = searchQueryOf(url);
    if (query === '') return [];
    const page = url.searchParams.get('page');
    return page === null || page === '1'
      ? [['q', query]]
      : [
          ['q', query],
          ['page', page.slice(0, 20)],
        ];
  },
};

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The one spelling of a path (RFC 3986 normalisation plus the site's case-insensitive routes),
 * or null when its percent-escapes do not decode (the answer is 400).
 */
export function normalizePath(rawPath: string): string | null {
  try {
    decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const unreserved = rawPath.replace(/%([0-9a-fA-F]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
  // Backslashes are slashes to a URL parser; several slashes in a row are one.
  const slashes = unreserved.replaceAll('\\', '/').replace(/\/{2,}/g, '/');
  // Dot segments resolved as a browser would; the path starts with one slash, so it stays a path.
  const resolved = new URL(slashes, 'http://site.invalid').pathname.replace(/\/{2,}/g, '/');
  // A preview token is case-sensitive: only its prefix is put in lower case.
  const lower = resolved.toLowerCase().startsWith('/preview/')
    ? `/preview/${resolved.slice('/preview/'.length)}`
    : resolved.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ', ') : (value ?? null);
}

function resolvedLanguage(rawLang: string | null, headers: IncomingHttpHeaders): PublicLanguage {
  let cookie: string | null = null;
  try {
    cookie = readLangCookie(header(headers, 'cookie'));
  } catch {
    // An undecodable cookie value names no language.
  }
  return detectServerLanguage({
    query: rawLang,
    cookie,
    acceptLanguage: header(headers, 'accept-language'),
  });
}

/** The language of any request, for the error page that refuses it (never throws). */
export function languageOf(target: string, headers: IncomingHttpHeaders): PublicLanguage {
  let rawLang: string | null = null;
  try {
    const queryStart = target.indexOf('?');
    if (queryStart !== -1) rawLang = new URLSearchParams(target.slice(queryStart + 1)).get('lang');
  } catch {
    // No language in an unreadable query.
  }
  return resolvedLanguage(rawLang, headers);
}

/** The language cookie a page answer sets for its request's `?lang=` (see langCookieToSet), or null. */
export function langCookieFor(rawLang: string | null, headers: IncomingHttpHeaders): string | null {
  try {
    return langCookieToSet(rawLang, header(headers, 'cookie'));
  } catch {
    // An undecodable cookie value: the query's language is set anew.
    return langCookieToSet(rawLang, null);
  }
}

/**
 * The page request of an origin-form target (`/path?query`) with its headers, or the status that
 * refuses it: 400 when the path does not decode, 414 when the target is too long.
 */
export function pageRequest(
  target: string,
  headers: IncomingHttpHeaders,
): PageRequest | { refused: 400 | 414 } {
  if (target.length > MAX_PAGE_TARGET_LENGTH) return { refused: 414 };
  const queryStart = target.indexOf('?');
  const path = normalizePath(queryStart === -1 ? target : target.slice(0, queryStart));
  if (path === null) return { refused: 400 };
  const url = new URL(`http://site.invalid/${queryStart === -1 ? '' : target.slice(queryStart)}`);
  const rawLang = url.searchParams.get('lang');
  const lang = resolvedLanguage(rawLang, headers);
  const asked = normalizeLanguage(rawLang);
  const params = [
    ...(PAGE_QUERIES[path]?.(url) ?? []),
    ...(asked === null ? [] : [['lang', toPublicLanguage(asked)] as [string, string]]),
  ];
  const search = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  return { key: `${path}${search}\n${lang}`, path, search, lang, rawLang };
}

/** The Fetch request a page is rendered from: nothing of the visitor's request but the page's own. */
export function renderRequest(
  origin: string,
  page: Pick<PageRequest, 'path' | 'search' | 'lang'>,
): Request {
  return new Request(`${origin}${routedPath(page.path)}${page.search}`, {
    method: 'GET',
    headers: { accept: 'text/html', cookie: `lang=${page.lang}`, 'accept-language': page.lang },
  });
}
