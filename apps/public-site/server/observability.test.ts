// @vitest-environment node
import { closeSync, openSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { LogDestination } from '@fuelcard/observability';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, fakePages, fakeSite, get, listen } from './test-site';

describe('the site’s metrics and request ids', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function site(options: Parameters<typeof fakeSite>[1] = {}) {
    const server = await fakeSite(fakePages(), options);
    cleanups.push(server.close);
    return { ...server, port: await listen(server.app) };
  }

  it('counts the answers of pages many addresses share, kept or rendered', async () => {
    const pages = fakePages();
    pages.newsItems = new Set();
    // An API that answers the news version; the build's lookup says no address names an item.
    const api = await fakeApi((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"version":"v1"}'),
    );
    cleanups.push(api.close);
    // The news check may wait long on a loaded machine: a version not read in time would make
    // each address its own render, which is not what this counts.
    const server = await fakeSite(pages, {
      apiUrl: api.url,
      lookupNewsItem: async () => 'absent',
      renderCache: { newsTimeoutMs: 10_000 },
    });
    cleanups.push(server.close);
    const port = await listen(server.app);
    for (const path of ['/news/made-up-1', '/news/made-up-2', '/news/made-up-3'])
      expect((await get(port, path)).status).toBe(404);
    const metrics = (await get(port, '/metrics')).body.split('\n');
    const count = (page: string, result: string) =>
      metrics.find(
        (text) =>
          text.startsWith('shared_page_answers_total') &&
          text.includes(`page="${page}"`) &&
          text.includes(`result="${result}"`),
      );
    // One render of the page kept, which then answers all three.
    expect(count('news-not-found', 'rendered')).toMatch(/ 1$/);
    expect(count('news-not-found', 'kept')).toMatch(/ 3$/);
    expect(count('search', 'kept')).toMatch(/ 0$/);
  });

  it('serves render cache, news check and request metrics to loopback only', async () => {
    const { port } = await site({ metricsToken: 'a-metrics-token-of-some-length' });
    await get(port, '/news');
    await get(port, '/news');
    await get(port, '/news');
    const metrics = await get(port, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const line = (pattern: RegExp) => metrics.body.split('\n').find((text) => pattern.test(text));
    expect(line(/^render_cache_events_total\{.*event="hit"/)).toMatch(/ [1-9]\d*$/);
    expect(line(/^render_cache_events_total\{.*event="miss"/)).toMatch(/ [1-9]\d*$/);
    expect(line(/^render_cache_pages\{/)).toMatch(/ [1-9]\d*$/);
    expect(line(/^news_list_revalidations_total\{.*result="failed"/)).toBeDefined();
    expect(line(/^http_requests_total\{.*route="page".*status="200"/)).toMatch(/ 3$/);
    expect(metrics.body).toMatch(/^process_cpu_user_seconds_total/m);
    // From a proxy (a forwarded request) it is a page the site does not have.
    const forwarded = await get(port, '/metrics', { 'x-forwarded-for': '203.0.113.5' });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body).not.toMatch(/render_cache/);
    const withToken = await get(port, '/metrics', {
      'x-forwarded-for': '203.0.113.5',
      authorization: 'Bearer a-metrics-token-of-some-length',
    });
    expect(withToken.status).toBe(200);
  });

  it('answers with a request id, takes a trusted proxy’s and passes it to the API', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const api = await fakeApi((request, response) => {
      seen.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
    cleanups.push(api.close);
    const { port } = await site({ apiUrl: api.url, trustProxy: '127.0.0.1' });
    const made = await get(port, '/news');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await get(port, '/api/health', { 'x-request-id': 'edge-7f3a' });
    expect(passed.headers['x-request-id']).toBe('edge-7f3a');
    expect(seen.at(-1)?.['x-request-id']).toBe('edge-7f3a');
    const own = await get(port, '/api/health');
    expect(seen.at(-1)?.['x-request-id']).toBe(own.headers['x-request-id']);
  });

  it('keeps answering with its log on a full device (/dev/full), counting the lines it drops', async () => {
    const fd = openSync('/dev/full', 'w');
    cleanups.push(async () => closeSync(fd));
    const log = new LogDestination({ fd, flushOnExit: false });
    const { port } = await site({ logStream: log });
    let slowest = 0;
    for (let i = 0; i < 40; i += 1) {
      const started = Date.now();
      const answers = await Promise.all([get(port, '/healthz'), get(port, '/news')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      slowest = Math.max(slowest, Date.now() - started);
    }
    expect(slowest).toBeLessThan(1_000);
    const metrics = await get(port, '/metrics');
    const dropped = /^log_lines_dropped_total\{[^}]*\} (\d+)$/m.exec(metrics.body);
    // Two lines per request at least (incoming, completed).
    expect(Number(dropped?.[1])).toBeGreaterThanOrEqual(160);
    expect(log.droppedLines).toBeGreaterThanOrEqual(160);
  });
});
