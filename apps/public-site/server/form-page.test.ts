// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderPage } from './error-pages';
import { formPageOf, MAX_FORM_BYTES } from './form-page';
import { fakePages, fakeSite } from './test-site';

describe('formPageOf', () => {
  it('names the application page and its data address in any spelling, nothing else', () => {
    expect(formPageOf('/application')).toBe('/application');
    expect(formPageOf('/Application/?type=demo')).toBe('/application');
    expect(formPageOf('/application.data?_routes=routes%2Fapplication')).toBe('/application');
    expect(formPageOf('/applications')).toBeNull();
    expect(formPageOf('/news')).toBeNull();
    expect(formPageOf('/%E0')).toBeNull();
  });
});

describe('the form page on the server', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  /** A renderer that shows what it was given: method, address, body and the visitor's address. */
  async function site() {
    const seen: Array<{ method: string; url: string; body: string; clientIp?: string }> = [];
    const render: RenderPage = async (request, context) => {
      const body = request.method === 'POST' ? await request.text() : '';
      // The error pages are rendered too (kept from the start): only the form's renders count.
      if (new URL(request.url).pathname.startsWith('/application'))
        seen.push({ method: request.method, url: request.url, body, clientIp: context.clientIp });
      if (body.includes('go=away'))
        return new Response(null, {
          status: 303,
          headers: { location: '/application?reference=A-1' },
        });
      return new Response(
        `<!DOCTYPE html><html><head><link rel="canonical" href="http://localhost:3000/application"></head><body>${request.method} <script nonce="${context.cspNonce}">1</script></body></html>`,
        { status: request.method === 'POST' ? 400 : 200, headers: { 'content-type': 'text/html' } },
      );
    };
    const { app, close } = await fakeSite(fakePages(), { render });
    closers.push(close);
    return { app, seen };
  }

  it('renders GET per request with the query, never from the cache, and not stored by browsers', async () => {
    const { app, seen } = await site();
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.inject({
        url: '/application?type=demo&product=%2Fequipment%2FsmartPayApp',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['x-render-cache']).toBeUndefined();
      expect(answer.headers['content-security-policy']).toContain("'sha256-");
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]!.url).toBe(
      'http://localhost:3000/application?type=demo&product=%2Fequipment%2FsmartPayApp',
    );
  });

  it('hands a POST body to the action with the visitor address, and passes its redirect on', async () => {
    const { app, seen } = await site();
    const refused = await app.inject({
      method: 'POST',
      url: '/application?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'company=%D0%9E%D0%9E%D0%9E&unp=1',
      remoteAddress: '203.0.113.7',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('POST');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      body: 'company=%D0%9E%D0%9E%D0%9E&unp=1',
      clientIp: '203.0.113.7',
    });

    const sent = await app.inject({
      method: 'POST',
      url: '/application.data',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'go=away',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/application?reference=A-1');
  });

  it('refuses other methods (405) and a body over the limit (413) before rendering', async () => {
    const { app, seen } = await site();
    const put = await app.inject({ method: 'PUT', url: '/application', payload: 'x' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    const large = await app.inject({
      method: 'POST',
      url: '/application',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=' + 'a'.repeat(MAX_FORM_BYTES),
    });
    expect(large.statusCode).toBe(413);
    expect(seen).toEqual([]);
  });

  it('refuses a form another site sends through the visitor’s browser (403), takes one of its own', async () => {
    const { app, seen } = await site();
    const forged = await app.inject({
      method: 'POST',
      url: '/application',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
      payload: 'company=x',
    });
    expect(forged.statusCode).toBe(403);
    expect(seen).toEqual([]);
    const own = await app.inject({
      method: 'POST',
      url: '/application',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'company=x',
    });
    expect(own.statusCode).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('still refuses POST on every other page (405)', async () => {
    const { app } = await site();
    const answer = await app.inject({ method: 'POST', url: '/news', payload: 'a=1' });
    expect(answer.statusCode).toBe(405);
  });
});
