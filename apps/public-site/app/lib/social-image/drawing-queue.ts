/** A drawing refused because too many are waiting already (the route answers 503). */
export class DrawingQueueFull extends Error {
  constructor() {
    super('Too many pictures are waiting to be drawn.');
    this.name = 'DrawingQueueFull';
  }
}

/**
 * Runs tasks one at a time, in order, with at most `maxWaiting` waiting behind the one that runs:
 * a burst of new pictures neither takes every core nor queues without end.
 */
export class DrawingQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly maxWaiting: number) {}

  /** Tasks queued or running. */
  get size(): number {
    return this.waiting;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.waiting > this.maxWaiting) return Promise.reject(new DrawingQueueFull());
    this.waiting += 1;
    const result = this.tail.then(task).finally(() => {
      this.waiting -= 1;
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
