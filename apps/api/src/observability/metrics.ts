import {
  registerHttpMetrics,
  registerLogMetrics,
  type CountsDroppedLines,
} from '@fuelcard/observability';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { NOT_FOUND_MESSAGE } from '../http-error';

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
    newsQueryBuilds: new Counter({
      name: 'news_query_builds_total',
      help: 'Answers of the news queries built (not taken from the per-version cache), by call.',
      labelNames: ['call'] as const,
      registers: [registry],
    }),
    sqlExplorer: new Counter({
      name: 'sql_explorer_statements_total',
      help: 'SQL Explorer statements by outcome (rows, affected, error, refused, timeout, unaudited, changes-data; dry-run for dry runs).',
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

/**
 * GET /metrics (Prometheus text format, prom-client): requests by route and status with latency
 * histograms, the news list's revalidations, SQL Explorer outcomes, sign-ins, database operations
 * and pool, log lines dropped (log_lines_dropped_total), and process metrics. Readable from loopback or with METRICS_TOKEN; 404 otherwise, so
 * that it does not show from outside.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { token: string | undefined; log?: Partial<CountsDroppedLines> },
  ) => {
    const metrics = createApiMetrics();
    app.decorate('metrics', metrics);
    registerLogMetrics(metrics.registry, options.log);
    registerHttpMetrics(app, {
      registry: metrics.registry,
      token: options.token,
      refuse: (_request, reply) => reply.code(404).send({ error: NOT_FOUND_MESSAGE }),
    });
  },
  { name: 'metrics' },
);
