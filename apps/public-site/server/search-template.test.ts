// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  fillSearchPage,
  htmlText,
  searchTemplateOf,
  SHELL_QUERY,
  streamText,
  urlValue,
} from './search-template';

const HOSTILE = [
  `<script>alert("x")</script>`,
  `a & b 'c' "d" <e>`,
  '\\u003c \\" \\\\ </script>',
  'ёлка 🎄 \u2028\u2029 tab\there',
  '%41 + plus %2B',
  'Zqxj7',
];

/** A page that writes a query in each place /search does, spelt as React and React Router do. */
function page(query: string, region: string, data: string): string {
  const stream = JSON.stringify(
    `[${JSON.stringify(`Поиск: ${query}`)},${JSON.stringify(data)}]`,
  ).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return renderToStaticMarkup(
    createElement('html', null, [
      createElement('head', { key: 'h' }, [
        createElement('title', { key: 't' }, `Поиск: ${query}`),
        createElement('link', {
          key: 'l',
          rel: 'canonical',
          href: `/search?${new URLSearchParams({ q: query, lang: 'en' })}`,
        }),
      ]),
      createElement('body', { key: 'b' }, [
        createElement('input', { key: 'i', defaultValue: query }),
        createElement('main', { key: 'm', dangerouslySetInnerHTML: { __html: region } }),
        createElement('script', {
          key: 's',
          dangerouslySetInnerHTML: { __html: `enqueue(${stream})` },
        }),
      ]),
    ]),
  );
}
/** Pages match a query holding "карт"; the region says how many, with the query, and lists them. */
const parts = (query: string) => {
  const found = query.includes('карт') ? 2 : 0;
  const html = renderToStaticMarkup(
    createElement('div', null, [
      createElement('p', { key: 'p', role: 'status' }, `«${query}»: ${found}`),
      ...(found ? [createElement('ol', { key: 'o' }, createElement('li', null, 'Карты'))] : []),
    ]),
  );
  return { data: JSON.stringify({ query, found }), found, region: vi.fn(() => html) };
};

describe('the spellings of a query', () => {
  it.each(HOSTILE)('are those of React, URLSearchParams and React Router: %s', (text) => {
    expect(htmlText(text)).toBe(
      /^<p title="([^"]*)">/.exec(renderToStaticMarkup(createElement('p', { title: text })))![1],
    );
    expect(`<p>${htmlText(text)}</p>`).toBe(renderToStaticMarkup(createElement('p', null, text)));
    expect(urlValue(text)).toBe(new URLSearchParams({ q: text }).toString().slice(2));
    // The route data script holds the text twice JSON-encoded, then escaped for HTML.
    const decoded = JSON.parse(`"${JSON.parse(`"${streamText(text)}"`)}"`);
    expect(decoded).toBe(text);
    expect(streamText(text)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('are all different for the query the template is made with', () => {
    const spellings = [htmlText(SHELL_QUERY), urlValue(SHELL_QUERY), streamText(SHELL_QUERY)];
    expect(new Set(spellings).size).toBe(3);
    for (const spelling of spellings) expect(spelling).not.toBe(SHELL_QUERY);
  });
});

describe('a /search template', () => {
  it.each([...HOSTILE, 'карт', ''])(
    'fills in any query as the page would be written for it: %s',
    (query) => {
      const shell = page(SHELL_QUERY, parts(SHELL_QUERY).region(), parts(SHELL_QUERY).data);
      const template = searchTemplateOf(shell, parts(SHELL_QUERY))!;
      expect([...template.slots].sort()).toEqual(
        ['data', 'html', 'html', 'region', 'stream', 'url'].sort(),
      );
      const own = parts(query);
      expect(fillSearchPage(template, own, query).toString('utf8')).toBe(
        page(query, parts(query).region(), own.data),
      );
      // A region that lists nothing differs by the query alone: it is not rendered.
      expect(own.region).toHaveBeenCalledTimes(own.found === 0 ? 0 : 1);
    },
  );

  it('is refused when the page writes the query in a way it does not know', () => {
    const numeric = page(SHELL_QUERY, parts(SHELL_QUERY).region(), parts(SHELL_QUERY).data).replace(
      '<title>',
      `<title>${SHELL_QUERY.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)}`,
    );
    expect(searchTemplateOf(numeric, parts(SHELL_QUERY))).toBeNull();
  });

  it('is refused without its results region, or with it twice', () => {
    const { region: regionOf, data } = parts(SHELL_QUERY);
    const region = regionOf();
    expect(searchTemplateOf(page(SHELL_QUERY, '', data), parts(SHELL_QUERY))).toBeNull();
    expect(
      searchTemplateOf(page(SHELL_QUERY, region + region, data), parts(SHELL_QUERY)),
    ).toBeNull();
  });
});
