import { useEffect, useRef } from 'react';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './canvas-size';
import styles from './home.module.css';
import type { LightsAnimation, LightsMessage } from './twinkle';

/** Runs `start` after the window's load event and an idle moment (or 2 s); returns a cancel. */
function whenLoadedAndIdle(start: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window)
      idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = setTimeout(start, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

const reducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Reports whether the canvas is on screen, so the lights pause while it is not. */
function watchVisibility(
  canvas: HTMLCanvasElement,
  report: (visible: boolean) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(([entry]) => report(entry?.isIntersecting ?? true));
  observer.observe(canvas);
  return () => observer.disconnect();
}

/**
 * Animates the lights in a worker on the canvas's offscreen twin, so that no frame costs the
 * page's main thread anything; null where the browser cannot hand a canvas to a worker (the page
 * then draws them itself).
 */
function animateInWorker(canvas: HTMLCanvasElement, reduced: boolean): LightsAnimation | null {
  if (typeof Worker === 'undefined' || typeof canvas.transferControlToOffscreen !== 'function')
    return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./twinkle.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hero-lights',
    });
  } catch {
    return null;
  }
  const offscreen = canvas.transferControlToOffscreen();
  const post = (message: LightsMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  post({ type: 'start', canvas: offscreen, reducedMotion: reduced }, [offscreen]);
  return {
    stop: () => worker.terminate(),
    setVisible: (visible) => post({ type: 'visible', visible }),
  };
}

/**
 * The decorative 1180×464 picture with three twinkling lights drawn on a canvas over it. The
 * lights stand still for visitors who prefer reduced motion, and pause while off screen.
 */
export function TwinklingCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    // The lights are decoration: they start once the page has loaded and the browser is idle, so
    // that neither the canvas nor its drawing code competes with the first paint and hydration.
    const cancelWait = whenLoadedAndIdle(() => {
      if (stopped) return;
      const reduced = reducedMotion();
      // Still lights need no watching; moving ones pause while the canvas is off screen.
      const run = (animation: LightsAnimation) => {
        const unwatch = reduced ? () => {} : watchVisibility(canvas, animation.setVisible);
        stop = () => {
          unwatch();
          animation.stop();
        };
      };
      const inWorker = animateInWorker(canvas, reduced);
      if (inWorker) return run(inWorker);
      const context = canvas.getContext('2d');
      if (!context) return;
      void import('./twinkle').then(({ animateLights }) => {
        if (!stopped) run(animateLights(context, reduced));
      });
    });
    return () => {
      cancelWait();
      stop();
    };
  }, []);

  return (
    <div className={styles.picture} aria-hidden="true">
      <img
        src="/images/hero.svg"
        alt=""
        fetchPriority="high"
        width={CANVAS_WIDTH}
        height={CANVAS_HEIGHT}
        className={styles.pictureImage}
      />
      <canvas
        ref={canvasRef}
        width={CANVAS_WIDTH}
        height={CANVAS_HEIGHT}
        className={styles.canvas}
      />
    </div>
  );
}
