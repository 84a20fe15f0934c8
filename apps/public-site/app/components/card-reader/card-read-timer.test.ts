import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  boxesOverlap,
  CARD_READ_HOLD_MS,
  centreOffset,
  createCardReadTimer,
  movedBox,
} from './card-read-timer';

describe('createCardReadTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timer = () => {
    const onRead = vi.fn();
    const reader = createCardReadTimer({
      timers: {
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
      onRead,
    });
    return { reader, onRead };
  };

  it('holds for 1000 ms: 999 ms is not a read, 1000 ms is', () => {
    expect(CARD_READ_HOLD_MS).toBe(1000);
    const { reader, onRead } = timer();
    expect(reader.isRead).toBe(false);
    reader.enter();
    vi.advanceTimersByTime(999);
    expect(onRead).not.toHaveBeenCalled();
    expect(reader.isReading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(reader.isRead).toBe(true);
    expect(reader.isReading).toBe(false);
  });

  it('leaving at 500 ms cancels, and the count starts again: a later 999 ms is still not a read', () => {
    const { reader, onRead } = timer();
    reader.enter();
    vi.advanceTimersByTime(500);
    expect(reader.leave()).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(onRead).not.toHaveBeenCalled();
    reader.enter();
    vi.advanceTimersByTime(999);
    expect(onRead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('does not restart the count while the card stays over the slot', () => {
    const { reader, onRead } = timer();
    reader.enter();
    vi.advanceTimersByTime(600);
    reader.enter(); // another move over the slot
    vi.advanceTimersByTime(400);
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('reads once until reset, and leaving without a count cancels nothing', () => {
    const { reader, onRead } = timer();
    expect(reader.leave()).toBe(false);
    reader.enter();
    vi.advanceTimersByTime(1000);
    reader.enter();
    vi.advanceTimersByTime(5000);
    expect(onRead).toHaveBeenCalledTimes(1);
    reader.reset();
    expect(reader.isRead).toBe(false);
    reader.enter();
    vi.advanceTimersByTime(1000);
    expect(onRead).toHaveBeenCalledTimes(2);
  });

  it('stops counting when disposed', () => {
    const { reader, onRead } = timer();
    reader.enter();
    reader.dispose();
    vi.advanceTimersByTime(5000);
    expect(onRead).not.toHaveBeenCalled();
  });
});

describe('box geometry', () => {
  const slot = { left: 100, top: 100, right: 200, bottom: 120 };

  it('finds overlaps, not mere touching', () => {
    expect(boxesOverlap({ left: 150, top: 110, right: 250, bottom: 170 }, slot)).toBe(true);
    expect(boxesOverlap({ left: 0, top: 120, right: 300, bottom: 200 }, slot)).toBe(false);
    expect(boxesOverlap({ left: 200, top: 100, right: 300, bottom: 120 }, slot)).toBe(false);
  });

  it('moves a box and centres one box on another', () => {
    const card = { left: 100, top: 200, right: 200, bottom: 260 };
    expect(movedBox(card, 10, -100)).toEqual({ left: 110, top: 100, right: 210, bottom: 160 });
    const shift = centreOffset(card, slot);
    expect(shift).toEqual({ x: 0, y: -120 });
    expect(boxesOverlap(movedBox(card, shift.x, shift.y), slot)).toBe(true);
  });
});
