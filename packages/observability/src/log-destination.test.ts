import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync, write } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogDestination, type WriteBytes } from './log-destination';

const line = (i: number) =>
  `${JSON.stringify({ level: 30, msg: `line ${i}`, pad: 'x'.repeat(100) })}\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `work` every 10 ms for `ms`; the longest a call took. A write that waited for its
 * destination or retried in a loop would show here (SonicBoom slept 100 ms per retry).
 */
async function longestCall(ms: number, work: () => void): Promise<number> {
  let longest = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const started = performance.now();
    work();
    longest = Math.max(longest, performance.now() - started);
    await sleep(10);
  }
  return longest;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('LogDestination', () => {
  it('drops and counts lines on a device that is always full (/dev/full), without stalling', async () => {
    const fd = openSync('/dev/full', 'w');
    cleanups.push(() => closeSync(fd));
    let tries = 0;
    const log = new LogDestination({
      fd,
      flushOnExit: false,
      retryAfterMs: 50,
      writeBytes: (target, data, done) => {
        tries += 1;
        write(target, data, 0, data.length, null, done);
      },
    });
    let written = 0;
    const longest = await longestCall(500, () => {
      for (let i = 0; i < 100; i += 1) log.write(line((written += 1)));
    });
    expect(longest).toBeLessThan(50);
    // Thousands of lines, a try per 50 ms pause at most: no retry loop.
    expect(written).toBeGreaterThan(1000);
    expect(tries).toBeLessThanOrEqual(15);
    expect(log.droppedLines).toBe(written);
    // Nothing of the lines is kept. Between pauses one try sends the drop notice alone: it may be
    // on its way to the device (a thread-pool write, slow on a loaded machine); it fails and goes.
    await vi.waitFor(() => expect(log.waitingBytes).toBe(0), { timeout: 5_000, interval: 5 });
    expect(log.droppedLines).toBe(written);
  });

  it('tries again once per pause while the disk is full, then resumes with a notice', async () => {
    const out: string[] = [];
    let full = true;
    let calls = 0;
    const writeBytes: WriteBytes = (_fd, data, done) => {
      calls += 1;
      setImmediate(() => {
        if (full) done(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), 0);
        else {
          out.push(data.toString());
          done(null, data.length);
        }
      });
    };
    const log = new LogDestination({ writeBytes, retryAfterMs: 100, flushOnExit: false });
    log.write(line(0));
    await sleep(20);
    for (let i = 1; i <= 1000; i += 1) log.write(line(i));
    await sleep(350);
    // 1,001 lines dropped with a handful of tries (one per 100 ms pause), no retry loop.
    expect(log.droppedLines).toBe(1001);
    expect(calls).toBeLessThanOrEqual(6);

    full = false;
    await sleep(150);
    log.write(line(2000));
    await vi.waitFor(() => expect(out.join('')).toContain('line 2000'), { timeout: 5_000 });
    const text = out.join('');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      event: 'log-lines-dropped',
      droppedLines: 1001,
      cause: 'ENOSPC',
    });
    expect(lines.at(-1)).toMatchObject({ msg: 'line 2000' });
    expect(log.droppedLines).toBe(1001);
  });

  it('never throws nor emits when the write itself throws', () => {
    const log = new LogDestination({
      writeBytes: () => {
        throw Object.assign(new Error('EBADF'), { code: 'EBADF' });
      },
      flushOnExit: false,
    });
    expect(() => log.write(line(1))).not.toThrow();
    expect(log.droppedLines).toBe(1);
  });

  it('keeps a bounded backlog on a pipe nobody reads, and catches up once it is read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    cleanups.push(() => {
      closeSync(writer);
      closeSync(reader);
      rmSync(dir, { recursive: true, force: true });
    });
    const log = new LogDestination({
      fd: writer,
      maxPendingBytes: 64 * 1024,
      slowRetryMs: 20,
      flushOnExit: false,
    });
    let sent = 0;
    const longest = await longestCall(400, () => {
      for (let i = 0; i < 200; i += 1) log.write(line((sent += 1)));
    });
    expect(longest).toBeLessThan(50);
    expect(log.droppedLines).toBeGreaterThan(0);
    expect(log.waitingBytes).toBeLessThanOrEqual(64 * 1024 + 200);

    // The reader comes back: everything kept arrives, then a notice and the new lines.
    const buffer = Buffer.alloc(1 << 16);
    let text = '';
    const drain = () => {
      for (;;) {
        try {
          const n = readSync(reader, buffer);
          if (n <= 0) return;
          text += buffer.subarray(0, n).toString();
        } catch {
          return;
        }
      }
    };
    const dropped = log.droppedLines;
    for (let i = 0; i < 50 && !text.includes('"msg":"after"'); i += 1) {
      drain();
      if (i === 5) log.write(`${JSON.stringify({ msg: 'after' })}\n`);
      await sleep(30);
    }
    drain();
    const lines = text.trimEnd().split('\n');
    expect(lines.length + dropped).toBe(sent + 2);
    expect(lines.at(-1)).toBe('{"msg":"after"}');
    const notice = lines.find((l) => l.includes('log-lines-dropped'));
    expect(JSON.parse(notice!)).toMatchObject({ droppedLines: dropped, cause: 'backlog' });
  });
});
