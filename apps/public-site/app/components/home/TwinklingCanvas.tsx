import { useEffect, useRef } from 'react';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './canvas-size';
import styles from './home.module.css';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The decorative 1180×464 picture with three twinkling lights drawn on a canvas over it. The
 * lights stand still for visitors who prefer reduced motion, and pause while off screen.
 */
export function TwinklingCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    // The drawing code is fetched after hydration: the picture shows at once, the lights follow.
    void import('./twinkle').then(({ animateLights }) => {
      if (!stopped) stop = animateLights(canvas, context, reducedMotion());
    });
    return () => stop();
  }, []);

  return (
    <div className={styles.picture} aria-hidden="true">
      <img src="/images/hero.svg" alt="" width={CANVAS_WIDTH} height={CANVAS_HEIGHT} className={styles.pictureImage} />
      <canvas ref={canvasRef} width={CANVAS_WIDTH} height={CANVAS_HEIGHT} className={styles.canvas} />
    </div>
  );
}
