import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from './request-id';

const request = (address: string, id?: string) =>
  ({
    headers: id === undefined ? {} : { 'x-request-id': id },
    socket: { remoteAddress: address },
  }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdGenerator', () => {
  it('takes the id of a trusted proxy, as given', () => {
    expect(requestIdGenerator(['loopback'])(request('127.0.0.1', 'edge-42'))).toBe('edge-42');
    expect(requestIdGenerator('10.0.0.0/8, 127.0.0.1')(request('10.1.2.3', 'a.b:c_d-e'))).toBe(
      'a.b:c_d-e',
    );
    expect(requestIdGenerator(true)(request('203.0.113.9', 'edge-42'))).toBe('edge-42');
  });

  it.each([
    ['an untrusted address', false, '127.0.0.1', 'edge-42'],
    ['another address than the trusted one', ['10.0.0.1'], '10.0.0.2', 'edge-42'],
    ['no id', ['loopback'], '127.0.0.1', undefined],
    ['an id with spaces or markup', ['loopback'], '127.0.0.1', 'bad id <script>'],
    ['an id too long', ['loopback'], '127.0.0.1', 'x'.repeat(129)],
  ] as const)('makes a new id for %s', (_, trust, address, id) => {
    expect(requestIdGenerator(trust as never)(request(address, id))).toMatch(UUID);
  });
});
