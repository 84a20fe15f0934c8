import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OperatorError } from './operator-error';

/** Where Debian and Ubuntu keep each major version's client programs. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The path (or bare name, when it runs from PATH) of one of PostgreSQL's client programs —
 * pg_dump, pg_restore, psql — from Debian's `postgresql-client`. Throws an OperatorError saying
 * how to install them when there is none.
 */
export function postgresTool(name: string, roots: readonly string[] = [DEBIAN_ROOT]): string {
  if (spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0) return name;
  for (const root of roots) {
    const versions = existsSync(root)
      ? readdirSync(root)
          .filter((version) => existsSync(join(root, version, 'bin', name)))
          .sort((a, b) => Number(b) - Number(a))
      : [];
    if (versions[0]) return join(root, versions[0], 'bin', name);
  }
  throw new OperatorError(
    `${name} is not installed, and backups and restores on PostgreSQL need it: install ` +
      "PostgreSQL's client programs of the server's major version or newer (Debian and " +
      'Ubuntu: apt-get install postgresql-client).',
  );
}

/** The URL without its password (safe on a command line) and the password for PGPASSWORD. */
export function libpqConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { PGPASSWORD: password } : {},
  };
}

export interface ToolRun {
  code: number;
  stderr: string;
  /** Its output, when asked to collect it. */
  stdout: string;
}

/**
 * Runs a client program with the process's environment plus `env`, collecting its error output.
 * Its output is collected (`stdout: 'collect'`), written into a stream that stays open (e.g.
 * another program's input), or ignored.
 */
export function runTool(
  command: string,
  args: string[],
  options: {
    env?: Record<string, string>;
    stdout?: 'collect' | NodeJS.WritableStream;
    /** Aborting stops the program (its run then ends with a non-zero code). */
    signal?: AbortSignal;
  } = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
      signal: options.signal,
    });
    let stderr = '';
    let stdout = '';
    child.stderr!.setEncoding('utf8').on('data', (text: string) => {
      if (stderr.length < 20_000) stderr += text;
    });
    if (options.stdout === 'collect')
      child.stdout!.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    else if (options.stdout) child.stdout!.pipe(options.stdout, { end: false });
    child.on('error', (error) => {
      if (error.name !== 'AbortError') reject(error);
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), stderr, stdout }),
    );
  });
}

/** The first lines of a program's complaint, for a message. */
export function firstLines(text: string, count = 3): string {
  return text.trim().split('\n').slice(0, count).join(' ').slice(0, 600);
}
