import { afterEach, describe, expect, it, vi } from 'vitest';
import { animateLights, drawLights, lightAlpha, LIGHTS } from './twinkle';

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
  } as unknown as CanvasRenderingContext2D & { arc: ReturnType<typeof vi.fn>; clearRect: ReturnType<typeof vi.fn> };
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

  it('draw one glow per light on a cleared canvas', () => {
    const context = fakeContext();
    drawLights(context, 1000);
    expect(context.clearRect).toHaveBeenCalledWith(0, 0, 1180, 464);
    expect(context.arc).toHaveBeenCalledTimes(3);
  });

  it('stand still for visitors who prefer reduced motion', () => {
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    const context = fakeContext();
    animateLights(document.createElement('canvas'), context, true);
    expect(context.arc).toHaveBeenCalledTimes(3);
    expect(frames).not.toHaveBeenCalled();
  });

  it('animate frame by frame otherwise, until stopped', () => {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', vi.fn((callback: FrameRequestCallback) => callbacks.push(callback)));
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const context = fakeContext();
    const stop = animateLights(document.createElement('canvas'), context, false);
    callbacks.shift()?.(16);
    callbacks.shift()?.(32);
    expect(context.clearRect).toHaveBeenCalledTimes(2);
    stop();
    expect(cancel).toHaveBeenCalled();
  });
});
