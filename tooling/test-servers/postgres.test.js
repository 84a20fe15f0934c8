// node --test: the throwaway PostgreSQL cluster is stopped and deleted however its starter ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startPostgres } from './index.js';

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function until(check, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test('stop() stops the server and deletes its directory', async () => {
  const server = await startPostgres();
  assert.equal(await listening(server.port), true);
  server.stop();
  assert.equal(await listening(server.port), false);
  assert.equal(existsSync(server.dir), false);
});

test('a starter killed without stop() leaves no server and no directory behind', async () => {
  const starter = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { startPostgres } from ${JSON.stringify(new URL('./index.js', import.meta.url).href)};
       const server = await startPostgres();
       console.log(JSON.stringify({ port: server.port, dir: server.dir }));
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { port, dir } = await new Promise((resolve, reject) => {
    let out = '';
    starter.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out));
    });
    starter.once('exit', (code) => reject(new Error(`the starter exited (${code})`)));
  });
  assert.equal(await listening(port), true);
  starter.kill('SIGKILL');
  assert.equal(
    await until(async () => !(await listening(port)), 10_000),
    true,
    'the server still listens',
  );
  assert.equal(
    await until(async () => !existsSync(dir), 5_000),
    true,
    'the directory is still there',
  );
});
