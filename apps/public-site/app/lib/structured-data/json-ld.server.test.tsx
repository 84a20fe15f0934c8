// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import { structuredDataTag } from './json-ld.server';

/** The <head> tags React Router's Meta writes for a route's meta descriptors. */
function metaHtml(descriptors: ReturnType<typeof structuredDataTag>[]): string {
  const Stub = createRoutesStub([
    { path: '/', meta: () => descriptors, Component: () => <Meta /> },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('structuredDataTag', () => {
  it('is written as one JSON-LD script that no text can end: <, > and & are escaped', () => {
    const hostile = '</script><script>alert(1)</script> & <!-- \u2028';
    const html = metaHtml([structuredDataTag([{ '@type': 'NewsArticle', headline: hostile }])]);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toBe(' type="application/ld+json"');
    const text = scripts[0]![2]!;
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'NewsArticle', headline: hostile }],
    });
  });
});
