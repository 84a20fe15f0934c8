import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * May this request read /metrics? From loopback, straight (no forwarding header: a request a
 * proxy — the public site's /api, a load balancer — passed on is not the operator's), or with
 * `Authorization: Bearer METRICS_TOKEN` from anywhere.
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

export interface HttpMetricsOptions {
  registry: Registry;
  /** METRICS_TOKEN. */
  token: string | undefined;
  /** The route label of a request (default: the matched route pattern, or `unmatched`). */
  routeOf?: (request: FastifyRequest) => string;
  /** What /metrics answers to those who may not read it (default: 404 JSON). */
  refuse?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * The metrics both servers keep of their HTTP traffic — `http_requests_total` and
 * `http_request_duration_seconds` by method, route and status — and GET /metrics (Prometheus
 * text format) for loopback or METRICS_TOKEN.
 */
export function registerHttpMetrics(app: FastifyInstance, options: HttpMetricsOptions): void {
  const { registry } = options;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const routeOf = options.routeOf ?? ((request) => request.routeOptions.url ?? 'unmatched');
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === '/metrics') return;
    const labels = {
      method: request.method,
      route: routeOf(request),
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, options.token))
      return options.refuse
        ? options.refuse(request, reply)
        : reply.code(404).send({ error: 'Not found' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
