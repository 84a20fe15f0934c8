import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './debian.js';
import { freePort } from './free-port.js';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const binary = () => NGINX.find((path) => existsSync(path));

/**
 * nginx with a configuration of ours, in a directory of its own (not the system service): the
 * `http { … }` body given is wrapped in a minimal nginx.conf; `{{PORT}}` becomes the listening
 * port and `{{PREFIX}}` the directory.
 */
export async function startNginx(httpConfig, { port } = {}) {
  ensureDebianPackage('nginx', () => binary() !== undefined);
  const nginx = binary();
  const prefix = mkdtempSync(join(tmpdir(), 'fuelcard-nginx-'));
  for (const sub of ['logs', 'tmp']) mkdirSync(join(prefix, sub));
  const listen = port ?? (await freePort());
  const conf = join(prefix, 'nginx.conf');
  const write = (body) =>
    writeFileSync(
      conf,
      [
        'worker_processes 1;',
        'daemon on;',
        `pid ${join(prefix, 'nginx.pid')};`,
        `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
        'events { worker_connections 4096; }',
        'http {',
        `  access_log off;`,
        `  client_body_temp_path ${join(prefix, 'tmp')};`,
        `  proxy_temp_path ${join(prefix, 'tmp')};`,
        `  fastcgi_temp_path ${join(prefix, 'tmp')};`,
        `  uwsgi_temp_path ${join(prefix, 'tmp')};`,
        `  scgi_temp_path ${join(prefix, 'tmp')};`,
        body.replaceAll('{{PORT}}', String(listen)).replaceAll('{{PREFIX}}', prefix),
        '}',
        '',
      ].join('\n'),
    );
  const run = (args) => {
    const result = spawnSync(nginx, ['-p', prefix, '-c', conf, ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx ${args.join(' ')} failed: ${result.stderr}`);
  };
  write(httpConfig);
  run(['-t', '-q']);
  run([]);
  return {
    port: listen,
    /** What nginx logged at `warn` and above so far (upstream failures, retries). */
    errorLog() {
      try {
        return readFileSync(join(prefix, 'logs', 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async reload(config) {
      write(config);
      run(['-t', '-q']);
      run(['-s', 'reload']);
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    async stop() {
      try {
        run(['-s', 'quit']);
      } catch {
        const pid = Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8'));
        if (pid) process.kill(pid, 'SIGTERM');
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
