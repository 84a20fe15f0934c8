/**
 * The SQL Explorer child process (bundled as dist/sql-runner.js). It owns its own connection to
 * the site database and runs one statement at a time for the parent, which SIGKILLs it when a
 * statement outlives SQL_TIMEOUT_MS: better-sqlite3 cannot interrupt a running statement.
 */
import Database from 'better-sqlite3';
import type { ChildMessage, RunRequest, RunnerArgs } from './protocol';
import { capGrowth, capTemporaryStorage, WAL_SIZE_LIMIT_BYTES } from './growth-cap';
import { runStatement } from './run-statement';
import { installGuards } from './schema-guard';

const [databasePath, busyTimeoutMs] = process.argv.slice(2) as RunnerArgs;

function send(message: ChildMessage): void {
  process.send?.(message);
}

const db = new Database(databasePath, { fileMustExist: true });
db.pragma('foreign_keys = ON');
db.pragma(`busy_timeout = ${Number(busyTimeoutMs) || 0}`);
// SQLite's own allocations (huge strings, sorts) fail with "out of memory" past 256 MiB.
db.pragma('hard_heap_limit = 268435456');
// A WAL file left large by a big statement is cut back to 4 MiB when it is next reset.
db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
capTemporaryStorage(db);
installGuards(db);

process.on('message', (request: RunRequest) => {
  const deadline = performance.now() + request.timeLeftMs;
  capGrowth(db);
  send({
    type: 'result',
    id: request.id,
    outcome: runStatement(db, request.sql, request.mode, deadline),
  });
});
// The parent going away closes the IPC channel: leave with it.
process.on('disconnect', () => {
  db.close();
  process.exit(0);
});

send({ type: 'ready' });
