import { useEffect, useRef } from 'react';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './canvas-size';
import styles from './home.module.css';

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
      const context = canvas.getContext('2d');
      if (!context || stopped) return;
      void import('./twinkle').then(({ animateLights }) => {
        if (!stopped) stop = animateLights(canvas, context, reducedMotion());
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
