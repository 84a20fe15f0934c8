import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  animateLights,
  drawLights,
  FRAME_INTERVAL_MS,
  lightAlpha,
  lightBox,
  LIGHTS,
} from './twinkle';

function fakeContext() {
  const gradient = { addColorStop: vi.fn() };
  return {
    clearRect: vi.fn(),
    createRadialGradient: vi.fn(() => gradient),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
  } as unknown as CanvasRenderingContext2D & {
    arc: ReturnType<typeof vi.fn>;
    clearRect: ReturnType<typeof vi.fn>;
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the twinkling lights', () => {
  it('are three, inside the 1180×464 picture', () => {
    expect(LIGHTS).toHaveLength(3);
    for (const light of LIGHTS) {
      expect(light.x).toBeGreaterThan(0);
      expect(light.x).toBeLessThan(1180);
      expect(light.y).toBeGreaterThan(0);
      expect(light.y).toBeLessThan(464);
    }
  });

  it('twinkle between dim and full brightness, out of step', () => {
    const samples = Array.from({ length: 200 }, (_, index) => lightAlpha(LIGHTS[0]!, index * 25));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0.35);
    expect(Math.max(...samples)).toBeLessThanOrEqual(1);
    expect(Math.max(...samples) - Math.min(...samples)).toBeGreaterThan(0.5);
    expect(lightAlpha(LIGHTS[0]!, 0)).not.toBeCloseTo(lightAlpha(LIGHTS[1]!, 0));
  });

  it('draw one glow per light, clearing only the square each light draws in', () => {
    const context = fakeContext();
    drawLights(context, 1000);
    expect(context.arc).toHaveBeenCalledTimes(3);
    expect(context.clearRect).toHaveBeenCalledTimes(3);
    expect(context.clearRect).not.toHaveBeenCalledWith(0, 0, 1180, 464);
    for (const light of LIGHTS) {
      const box = lightBox(light);
      expect(context.clearRect).toHaveBeenCalledWith(box.x, box.y, box.size, box.size);
      // The glow (radius) and the sparkle (at most radius long, 2 px wide) stay inside the square.
      expect(box.x).toBeLessThanOrEqual(light.x - light.radius - 1);
      expect(box.y).toBeLessThanOrEqual(light.y - light.radius - 1);
      expect(box.x + box.size).toBeGreaterThanOrEqual(light.x + light.radius + 1);
      expect(box.y + box.size).toBeGreaterThanOrEqual(light.y + light.radius + 1);
    }
    // Clearing one light's square never erases another light.
    const [a, b, c] = LIGHTS.map(lightBox);
    for (const [left, right] of [
      [a!, b!],
      [b!, c!],
    ] as const)
      expect(left.x + left.size).toBeLessThanOrEqual(right.x);
  });

  it('stand still for visitors who prefer reduced motion', () => {
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    const context = fakeContext();
    animateLights(context, true);
    expect(context.arc).toHaveBeenCalledTimes(3);
    expect(frames).not.toHaveBeenCalled();
  });

  it('animate frame by frame otherwise, until stopped', () => {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal(
      'requestAnimationFrame',
      vi.fn((callback: FrameRequestCallback) => callbacks.push(callback)),
    );
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const context = fakeContext();
    const animation = animateLights(context, false);
    callbacks.shift()?.(16);
    callbacks.shift()?.(16 + FRAME_INTERVAL_MS);
    expect(context.arc).toHaveBeenCalledTimes(6);
    animation.stop();
    expect(cancel).toHaveBeenCalled();
  });

  it('pause while the canvas is off screen and go on when it is back', () => {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal(
      'requestAnimationFrame',
      vi.fn((callback: FrameRequestCallback) => callbacks.push(callback)),
    );
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const context = fakeContext();
    const animation = animateLights(context, false);
    animation.setVisible(false);
    callbacks.shift()?.(16);
    expect(context.arc).toHaveBeenCalledTimes(3);
    // Off screen: the frame drawn, no next one asked for.
    expect(callbacks).toHaveLength(0);
    animation.setVisible(true);
    expect(callbacks).toHaveLength(1);
    // Asking twice does not start a second loop.
    animation.setVisible(true);
    expect(callbacks).toHaveLength(1);
    animation.stop();
    animation.setVisible(true);
    expect(callbacks).toHaveLength(1);
  });

  it('draw at most 30 frames a second, however fast the display asks', () => {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal(
      'requestAnimationFrame',
      vi.fn((callback: FrameRequestCallback) => callbacks.push(callback)),
    );
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const context = fakeContext();
    animateLights(context, false);
    // One second of a 120 Hz display.
    for (let frame = 0; frame < 120; frame += 1) callbacks.shift()?.(frame * (1000 / 120));
    expect(context.arc.mock.calls.length / LIGHTS.length).toBeGreaterThanOrEqual(29);
    expect(context.arc.mock.calls.length / LIGHTS.length).toBeLessThanOrEqual(31);
    expect(callbacks).toHaveLength(1);
  });
});

describe('the twinkling lights without a frame clock (a worker that has none)', () => {
  afterEach(() => vi.useRealTimers());

  it('tick with a timer at 30 frames a second, and stop', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const context = fakeContext();
    const animation = animateLights(context, false);
    vi.advanceTimersByTime(1000);
    expect(context.arc.mock.calls.length / LIGHTS.length).toBeGreaterThanOrEqual(25);
    expect(context.arc.mock.calls.length / LIGHTS.length).toBeLessThanOrEqual(31);
    animation.stop();
    const drawn = context.arc.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(context.arc.mock.calls.length).toBe(drawn);
  });
});
