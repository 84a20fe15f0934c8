// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DrawingQueue, DrawingQueueFull } from './drawing-queue';

describe('DrawingQueue', () => {
  it('runs one task at a time, in order, and goes on after a failure', async () => {
    const queue = new DrawingQueue(10);
    const log: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run(task('a')),
      queue.run(task('b', true)),
      queue.run(task('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(queue.size).toBe(0);
  });

  it('refuses a task when the running one and maxWaiting others are queued', async () => {
    const queue = new DrawingQueue(2);
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const accepted = [queue.run(() => blocked), queue.run(async () => 1), queue.run(async () => 2)];
    await expect(queue.run(async () => 3)).rejects.toBeInstanceOf(DrawingQueueFull);
    release();
    await Promise.all(accepted);
    await expect(queue.run(async () => 4)).resolves.toBe(4);
  });
});
