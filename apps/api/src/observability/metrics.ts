import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The API's Prometheus metrics, named once here, used by the plugins and routes that count. */
/** What the pool gauge reads at every scrape (PostgreSQL's pool; none on SQLite). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export function createApiMetrics() {
  let pool: PoolCounts | undefined;
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'api' });
  collectDefaultMetrics({ register: registry });
  const make = {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    newsList: new Counter({
      name: 'news_list_answers_total',
      help: 'Public news list answers: full (200) or revalidated (304).',
      labelNames: ['result'],
      registers: [registry],
    }),
    newsListRebuilds: new Counter({
      name: 'news_list_rebuilds_total',
      help: 'Times the public news list was built again after a possible change.',
      registers: [registry],
    }),
    sqlExplorer: new Counter({
      name: 'sql_explorer_statements_total',
      help: 'SQL Explorer statements by outcome (rows, affected, error, refused, timeout, unaudited).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    logins: new Counter({
      name: 'login_attempts_total',
      help: 'Sign-in attempts by outcome (success, failure, throttled).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    databaseOperations: new Histogram({
      name: 'database_operation_duration_seconds',
      help: 'Time of each repository operation, by repository and operation.',
      labelNames: ['repository', 'operation', 'result'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers: [registry],
    }),
    poolConnections: new Gauge({
      name: 'database_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
  };
  return {
    registry,
    ...make,
    /** The pool whose connections the gauge shows. */
    watchPool(counts: PoolCounts) {
      pool = counts;
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * May this request read /metrics? From loopback, straight (no forwarding header: a request the
 * public site's /api proxy passed on is not the operator's), or with `Authorization: Bearer
 * METRICS_TOKEN` from anywhere.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (token && typeof authorization === 'string' && authorization.startsWith('Bearer '))
    return sameToken(authorization.slice('Bearer '.length), token);
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  const forwarded = ['x-forwarded-for', 'forwarded', 'via'].some(
    (name) => request.headers[name] !== undefined,
  );
  return loopback && !forwarded;
}

/**
 * GET /metrics (Prometheus text format, prom-client): requests by route and status with latency
 * histograms, the news list's revalidations, SQL Explorer outcomes, sign-ins, database operations
 * and pool, and process metrics. Readable from loopback or with METRICS_TOKEN; 404 otherwise, so
 * that it does not show from outside.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined }) => {
    const metrics = createApiMetrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      metrics.requests.inc(labels);
      metrics.duration.observe(labels, reply.elapsedTime / 1000);
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(request, options.token))
        return reply.code(404).send({ error: 'Ресурс не найден' });
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
