import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may look like when it comes from elsewhere (a proxy, the public site). */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId` for the site and the API: the id a trusted proxy (their TRUST_PROXY — a
 * load balancer, or the public site in front of the API) sent in X-Request-Id, else a new UUID.
 * The id is in every log line of the request (`reqId`) and goes back in the answer's
 * X-Request-Id, so one request can be followed from the load balancer through the site to the API.
 */
export function requestIdGenerator(
  trustProxy: boolean | string | string[] | false | undefined,
): (request: IncomingMessage) => string {
  const trusted =
    trustProxy === true
      ? () => true
      : trustProxy
        ? proxyAddr.compile(
            typeof trustProxy === 'string'
              ? trustProxy.split(',').map((part) => part.trim())
              : trustProxy,
          )
        : () => false;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const address = request.socket.remoteAddress ?? '';
    if (typeof given === 'string' && ACCEPTED.test(given) && trusted(address, 0)) return given;
    return randomUUID();
  };
}
