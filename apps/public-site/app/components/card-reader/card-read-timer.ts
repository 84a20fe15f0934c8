/**
 * The card-read rule of the reader simulation (content-pages spec §4.5, §9): the card is read when
 * it overlaps the reader slot continuously for 1000 ms; leaving the slot earlier cancels. Pure
 * and timer-injected, so the rule is tested with fake timers and used the same way by the mouse,
 * touch, pen and keyboard paths.
 */
export const CARD_READ_HOLD_MS = 1000;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface CardReadTimer {
  /** The card is over the slot: starts counting unless already counting or read. */
  enter(): void;
  /** The card left the slot: cancels a running count. Returns true if a read was cancelled. */
  leave(): boolean;
  /** Forgets a completed read, so the card can be read again (the card-read flag back to false). */
  reset(): void;
  /** Stops everything (unmount). */
  dispose(): void;
  readonly isReading: boolean;
  readonly isRead: boolean;
}

interface CardReadTimerOptions {
  timers: Timers;
  /** Called once when the card has overlapped the slot for the whole hold time. */
  onRead: () => void;
  holdMs?: number;
}

export function createCardReadTimer({
  timers,
  onRead,
  holdMs = CARD_READ_HOLD_MS,
}: CardReadTimerOptions): CardReadTimer {
  let pending: unknown = null;
  let read = false;

  const cancel = (): boolean => {
    if (pending === null) return false;
    timers.clearTimeout(pending);
    pending = null;
    return true;
  };

  return {
    enter() {
      if (read || pending !== null) return;
      pending = timers.setTimeout(() => {
        pending = null;
        read = true;
        onRead();
      }, holdMs);
    },
    leave: cancel,
    reset() {
      cancel();
      read = false;
    },
    dispose() {
      cancel();
    },
    get isReading() {
      return pending !== null;
    },
    get isRead() {
      return read;
    },
  };
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box moved by (dx, dy). */
export function movedBox(box: Box, dx: number, dy: number): Box {
  return { left: box.left + dx, top: box.top + dy, right: box.right + dx, bottom: box.bottom + dy };
}

/** True when two boxes share some area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The shift that puts the centre of `box` on the centre of `target`. */
export function centreOffset(box: Box, target: Box): { x: number; y: number } {
  return {
    x: (target.left + target.right) / 2 - (box.left + box.right) / 2,
    y: (target.top + target.bottom) / 2 - (box.top + box.bottom) / 2,
  };
}
