import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** What a request id may look like when it comes from elsewhere (a proxy, the public site). */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy (TRUST_PROXY — the public site under `npm start`,
 * a load balancer) sent in X-Request-Id, else a new UUID. The id is in every log line of the
 * request (`reqId`) and goes back in the answer's X-Request-Id, so one request can be followed
 * from the load balancer through the site to the API.
 */
export function requestIdGenerator(
  trustProxy: string[] | false,
): (request: IncomingMessage) => string {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
  return (request) => {
    const given = request.headers['x-request-id'];
    const address = request.socket.remoteAddress ?? '';
    if (typeof given === 'string' && ACCEPTED.test(given) && trusted(address, 0)) return given;
    return randomUUID();
  };
}
