import {
  registerHttpMetrics,
  registerLogMetrics,
  type CountsDroppedLines,
} from '@fuelcard/observability';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { NewsNotFound } from './news-not-found';
import type { NewsVersion } from './news-version';
import type { RenderCache } from './render-cache';
import type { SearchAnswers } from './search-answers';

/** The route label of a request: pages and forwarded API calls as groups, not one per address. */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === '/*') return 'page';
  if (route?.startsWith('/api')) return 'api-proxy';
  if (route === undefined)
    return /\.\w+$/.test(request.url.split('?')[0] ?? '') ? 'asset' : 'unmatched';
  return route;
}

export interface SiteMetricsOptions {
  token: string | undefined;
  cache: RenderCache | null;
  news: NewsVersion;
  /** The server's log stream, whose dropped lines are counted (log_lines_dropped_total). */
  log?: Partial<CountsDroppedLines>;
  /** Pages many addresses share (ADR public-site-0008), null when not kept. */
  shared: { newsNotFound: NewsNotFound | null; search: SearchAnswers | null };
  refuse: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * The public site's GET /metrics (Prometheus text format, prom-client), for loopback or
 * METRICS_TOKEN: requests by route group and status with latency histograms, the render cache's
 * hits, misses, evictions and size, the news list's revalidations (304, 200, failed), the
 * answers of pages many addresses share (kept or rendered), log lines dropped
 * (log_lines_dropped_total), and process metrics. Counts are read from the cache and the news check at every scrape.
 */
export function registerSiteMetrics(app: FastifyInstance, options: SiteMetricsOptions): void {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'site' });
  collectDefaultMetrics({ register: registry });
  const { cache, news } = options;
  // Counters read at every scrape, growing by what happened since the last one.
  const seen = { hit: 0, miss: 0, evicted: 0 };
  new Counter({
    name: 'render_cache_events_total',
    help: 'Render cache lookups by result (hit, miss) and pages evicted (evicted).',
    labelNames: ['event'],
    registers: [registry],
    collect() {
      if (!cache) return;
      const now = { hit: cache.hits, miss: cache.misses, evicted: cache.evictions };
      for (const event of ['hit', 'miss', 'evicted'] as const) {
        this.inc({ event }, now[event] - seen[event]);
        seen[event] = now[event];
      }
    },
  });
  new Gauge({
    name: 'render_cache_pages',
    help: 'Pages kept in the render cache.',
    registers: [registry],
    collect() {
      if (cache) this.set(cache.size);
    },
  });
  const counted = { unchanged: 0, changed: 0, failed: 0 };
  new Counter({
    name: 'news_list_revalidations_total',
    help: "Checks of the API's public news list by result (unchanged 304, changed 200, failed).",
    labelNames: ['result'],
    registers: [registry],
    collect() {
      for (const result of ['unchanged', 'changed', 'failed'] as const) {
        this.inc({ result }, news.checks[result] - counted[result]);
        counted[result] = news.checks[result];
      }
    },
  });
  new Gauge({
    name: 'news_api_down',
    help: '1 while the site counts the news API as down (pages get the fallback news).',
    registers: [registry],
    collect() {
      this.set(news.health.down ? 1 : 0);
    },
  });
  registerLogMetrics(registry, options.log);
  const shared = { 'news-not-found': { kept: 0, rendered: 0 }, search: { kept: 0, rendered: 0 } };
  new Counter({
    name: 'shared_page_answers_total',
    help: 'Answers of pages many addresses share (news-not-found, search) by how they came: from a kept page (kept) or a render (rendered).',
    labelNames: ['page', 'result'],
    registers: [registry],
    collect() {
      const now = {
        'news-not-found': options.shared.newsNotFound?.counts,
        search: options.shared.search?.counts,
      };
      for (const page of ['news-not-found', 'search'] as const)
        for (const result of ['kept', 'rendered'] as const) {
          const count = now[page]?.[result] ?? 0;
          this.inc({ page, result }, count - shared[page][result]);
          shared[page][result] = count;
        }
    },
  });
  registerHttpMetrics(app, { registry, token: options.token, routeOf, refuse: options.refuse });
}
