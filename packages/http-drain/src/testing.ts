import { Agent, request } from 'node:http';

/** What a request got: the answer's status, Connection header and body, or the socket error code. */
export type Outcome =
  { status: number; connection: string | undefined; body: string } | { error: string };

/**
 * One GET on a new keep-alive connection of its own, as a new client would send it (for drain
 * tests): the server's `Connection` header is its own choice, not an echo of the client's.
 */
export function getOnNewConnection(port: number, path: string): Promise<Outcome> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<Outcome>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? 'error' }));
    req.end();
  }).finally(() => agent.destroy());
}

/** Holds the event loop, so that connections wait in the backlog or unread, as under load. */
export function busyWait(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}
