import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TwinklingCanvas } from './TwinklingCanvas';

/** A worker that records what the page posts it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: { message: unknown; transfer: unknown[] }[] = [];
  terminated = false;
  constructor(
    public url: URL | string,
    public options?: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown, transfer: unknown[] = []) {
    this.posted.push({ message, transfer });
  }
  terminate() {
    this.terminated = true;
  }
}

/** An IntersectionObserver whose callback the test calls. */
class FakeObserver {
  static last: FakeObserver | null = null;
  disconnected = false;
  constructor(public callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

const offscreen = { kind: 'offscreen' };

beforeEach(() => {
  FakeWorker.made = [];
  FakeObserver.last = null;
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // The page has loaded; the idle moment comes when the test says.
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
});
afterEach(() => {
  // Unmount while the stubs the effect's cleanup calls are still in place.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
    .transferControlToOffscreen;
});

function idleCallbacks() {
  const callbacks: IdleRequestCallback[] = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback) => callbacks.push(callback)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return callbacks;
}

describe('TwinklingCanvas', () => {
  it('is a 1180×464 canvas over the picture, hidden from assistive technology', () => {
    idleCallbacks();
    const { container } = render(<TwinklingCanvas />);
    const canvas = container.querySelector('canvas');
    expect(canvas?.width).toBe(1180);
    expect(canvas?.height).toBe(464);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('hands the canvas to a worker once the page is idle, and tells it when the canvas leaves the screen', () => {
    const idle = idleCallbacks();
    const transfer = vi.fn(() => offscreen);
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      value: transfer,
      configurable: true,
    });
    const { unmount } = render(<TwinklingCanvas />);
    expect(FakeWorker.made).toHaveLength(0);
    act(() => idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 }));
    const [worker] = FakeWorker.made;
    expect(worker?.options).toMatchObject({ type: 'module' });
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(worker?.posted[0]).toEqual({
      message: { type: 'start', canvas: offscreen, reducedMotion: false },
      transfer: [offscreen],
    });
    FakeObserver.last?.callback([{ isIntersecting: false }]);
    expect(worker?.posted[1]?.message).toEqual({ type: 'visible', visible: false });
    unmount();
    expect(worker?.terminated).toBe(true);
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('starts no worker when the page leaves before it is idle', () => {
    const idle = idleCallbacks();
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      value: vi.fn(() => offscreen),
      configurable: true,
    });
    const { unmount } = render(<TwinklingCanvas />);
    unmount();
    expect(idle).toHaveLength(1);
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('draws on the page itself where a canvas cannot go to a worker', async () => {
    const idle = idleCallbacks();
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    const context = {
      clearRect: vi.fn(),
      createRadialGradient: vi.fn(() => ({ addColorStop: vi.fn() })),
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    render(<TwinklingCanvas />);
    await act(async () => {
      idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
      await vi.dynamicImportSettled();
    });
    expect(FakeWorker.made).toHaveLength(0);
    expect(frames).toHaveBeenCalled();
  });
});
