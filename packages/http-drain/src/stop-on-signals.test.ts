import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrainEnd, HttpDrain } from './http-drain';
import { stopOnSignals } from './stop-on-signals';

const log = { info: vi.fn(), error: vi.fn() };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A drain that ends when the test says so. */
function fakeDrain() {
  let end!: (value: DrainEnd) => void;
  const drain: HttpDrain & { calls: number } = {
    draining: false,
    inFlight: 0,
    calls: 0,
    begin: () => {},
    drain() {
      drain.calls += 1;
      return new Promise<DrainEnd>((resolve) => (end = resolve));
    },
  };
  return { drain, end: (value: DrainEnd) => end(value) };
}

let remove: (() => void) | undefined;
afterEach(() => remove?.());

// SIGUSR2 is emitted on the process object only: no real signal, no other listener.
const signal = 'SIGUSR2' as const;

describe('stopOnSignals', () => {
  it('drains first, closes only after the drain, then exits 0; a second signal changes nothing', async () => {
    const { drain, end } = fakeDrain();
    const close = vi.fn(async () => {});
    const exit = vi.fn();
    remove = stopOnSignals({ drain, close, log, exit, signals: [signal] });
    process.emit(signal, signal);
    process.emit(signal, signal);
    await sleep(10);
    expect(drain.calls).toBe(1);
    expect(close).not.toHaveBeenCalled();
    end('quiet');
    await sleep(10);
    expect(close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 when closing fails', async () => {
    const { drain, end } = fakeDrain();
    const exit = vi.fn();
    remove = stopOnSignals({
      drain,
      close: () => Promise.reject(new Error('database busy')),
      log,
      exit,
      signals: [signal],
    });
    process.emit(signal, signal);
    end('max-drain-time');
    await sleep(10);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits 1 at the hard deadline when the drain or the close never ends', async () => {
    const { drain } = fakeDrain();
    const exit = vi.fn();
    remove = stopOnSignals({
      drain,
      close: async () => {},
      log,
      exit,
      hardDeadlineMs: 50,
      signals: [signal],
    });
    process.emit(signal, signal);
    await sleep(100);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });
});
