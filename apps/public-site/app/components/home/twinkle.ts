export interface Light {
  x: number;
  y: number;
  radius: number;
  /** Where in its cycle the light starts, so the three do not pulse together. */
  phase: number;
  /** Milliseconds of one full twinkle. */
  period: number;
}

/** The three lights, placed on the canopy lamps and the sign of the picture. */
export const LIGHTS: readonly Light[] = [
  { x: 792, y: 178, radius: 44, phase: 0, period: 2200 },
  { x: 934, y: 178, radius: 40, phase: 2.1, period: 2700 },
  { x: 1076, y: 132, radius: 52, phase: 4.2, period: 3100 },
];

/** The square a light draws in (its glow, its sparkle and the sparkle's line width): all a frame clears. */
export function lightBox(light: Light): { x: number; y: number; size: number } {
  const reach = light.radius + 2;
  return { x: light.x - reach, y: light.y - reach, size: 2 * reach };
}

/** Brightness of a light at a moment: between 0.35 and 1. */
export function lightAlpha(light: Light, timeMs: number): number {
  const wave = Math.sin((timeMs / light.period) * 2 * Math.PI + light.phase);
  return 0.35 + 0.65 * (0.5 + 0.5 * wave);
}

/** The 2D context of the page's canvas, or of its offscreen twin in a worker. */
export type LightsContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Draws the lights at a moment: a warm glow and a four-pointed sparkle each. */
export function drawLights(context: LightsContext, timeMs: number): void {
  for (const light of LIGHTS) {
    const box = lightBox(light);
    context.clearRect(box.x, box.y, box.size, box.size);
    const alpha = lightAlpha(light, timeMs);
    const glow = context.createRadialGradient(light.x, light.y, 0, light.x, light.y, light.radius);
    glow.addColorStop(0, `rgba(255, 248, 214, ${alpha})`);
    glow.addColorStop(0.35, `rgba(255, 226, 140, ${alpha * 0.55})`);
    glow.addColorStop(1, 'rgba(255, 226, 140, 0)');
    context.fillStyle = glow;
    context.beginPath();
    context.arc(light.x, light.y, light.radius, 0, 2 * Math.PI);
    context.fill();

    const spike = light.radius * (0.55 + 0.45 * alpha);
    context.strokeStyle = `rgba(255, 255, 255, ${alpha})`;
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(light.x - spike, light.y);
    context.lineTo(light.x + spike, light.y);
    context.moveTo(light.x, light.y - spike);
    context.lineTo(light.x, light.y + spike);
    context.stroke();
  }
}

/** A slow twinkle looks smooth at 30 frames a second; drawing every display frame only costs CPU. */
export const FRAME_INTERVAL_MS = 1000 / 30;

/** A running animation: `stop` ends it; `setVisible(false)` pauses it while the canvas is off screen. */
export interface LightsAnimation {
  stop(): void;
  setVisible(visible: boolean): void;
}

/**
 * Animates the lights until stopped, at most 30 frames a second, with the frame clock of the
 * thread it runs on (the page's, or a worker's: both have `requestAnimationFrame`). With reduced
 * motion the lights are drawn once and stand still. Whoever can see the canvas (the page) says
 * when it is off screen; the animation then waits.
 */
export function animateLights(context: LightsContext, reducedMotion: boolean): LightsAnimation {
  if (reducedMotion) {
    drawLights(context, 0);
    return { stop: () => {}, setVisible: () => {} };
  }
  // A worker without a frame clock (some browsers give workers no requestAnimationFrame) ticks
  // with a timer at the same 30 frames a second.
  const hasFrames = typeof requestAnimationFrame === 'function';
  const requestFrame = (callback: FrameRequestCallback): number =>
    hasFrames
      ? requestAnimationFrame(callback)
      : (setTimeout(() => callback(performance.now()), FRAME_INTERVAL_MS) as unknown as number);
  const cancelFrame = (handle: number) =>
    hasFrames ? cancelAnimationFrame(handle) : clearTimeout(handle);
  let frame = 0;
  let visible = true;
  let stopped = false;
  let drawnAt = -Infinity;
  const tick = (time: number) => {
    frame = 0;
    if (time - drawnAt >= FRAME_INTERVAL_MS - 1) {
      drawnAt = time;
      drawLights(context, time);
    }
    if (visible && !stopped) frame = requestFrame(tick);
  };
  frame = requestFrame(tick);
  return {
    stop() {
      stopped = true;
      if (frame) cancelFrame(frame);
      frame = 0;
    },
    setVisible(now) {
      visible = now;
      if (now && !stopped && !frame) frame = requestFrame(tick);
    },
  };
}

/** What the page sends the lights' worker: first the canvas, then whether it is on screen. */
export type LightsMessage =
  | { type: 'start'; canvas: OffscreenCanvas; reducedMotion: boolean }
  | { type: 'visible'; visible: boolean };
