import { type ReactNode, useCallback, useId, useState } from 'react';
import { cx } from '../../internal/cx';
import type { LinkComponent } from '../link/SmartLink';
import { SmartLink } from '../link/SmartLink';
import styles from './carousel.module.css';

export interface CarouselItem {
  id: string;
  src: string;
  /** Alternative text, e.g. the partner's name. */
  alt: string;
  /** Makes the picture a link. */
  href?: string;
  /** The picture's own size, so that its place is kept while it loads. */
  width?: number;
  height?: number;
}

export interface CarouselLabels {
  /** Accessible name of the carousel, e.g. «Наши партнёры». */
  region: string;
  previous: string;
  next: string;
}

export interface CarouselProps {
  items: readonly CarouselItem[];
  labels: CarouselLabels;
  /** How many pictures show at once (spec §9: 4). */
  visibleCount?: number;
  /**
   * The block's heading (e.g. an h2), drawn inside the carousel so that the arrows can share its
   * line on phones.
   */
  heading?: ReactNode;
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * A row of `visibleCount` pictures that moves one step at a time, the previous and next buttons
 * beside it (on phones, where the pictures take two rows, at the end of the heading's line).
 * Previous is disabled at the start and next at the end; a picture that fails to load is removed
 * and no longer counted. The row is a polite live region (the WAI-ARIA carousel pattern without
 * rotation): a screen reader hears the logo that a step brings into view.
 * Pictures load lazily (`loading="lazy"`, `decoding="async"`): the server render puts no image
 * preloads in the page head, and a picture outside the window loads when it comes into view (a
 * broken one is removed then).
 */
export function Carousel({
  items,
  labels,
  visibleCount = 4,
  heading,
  linkComponent,
  className,
}: CarouselProps) {
  const listId = useId();
  const [start, setStart] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());

  const markFailed = useCallback((id: string) => {
    setFailed((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);

  // An image that broke before hydration fired its error event before React listened: check it.
  const checkImage = useCallback(
    (image: HTMLImageElement | null) => {
      const id = image?.dataset.carouselId;
      if (!image || !id || !image.complete || image.naturalWidth > 0) return;
      // decode() rejects for a broken image and resolves for a good one without intrinsic size (SVG).
      image.decode?.().catch(() => markFailed(id));
    },
    [markFailed],
  );

  const shown = items.filter((item) => !failed.has(item.id));
  const lastStart = Math.max(0, shown.length - visibleCount);
  const first = Math.min(start, lastStart);
  const atStart = first === 0;
  const atEnd = first >= lastStart;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className={cx(styles.carousel, heading != null && styles.headed, className)}
      style={{ ['--carousel-visible' as string]: visibleCount }}
    >
      {heading && <div className={styles.heading}>{heading}</div>}
      <button
        type="button"
        className={cx(styles.arrow, styles.previous)}
        aria-label={labels.previous}
        aria-controls={listId}
        disabled={atStart}
        onClick={() => setStart(Math.max(0, first - 1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul id={listId} className={styles.track} aria-live="polite">
        {shown.map((item, index) => {
          const image = (
            <img
              ref={checkImage}
              data-carousel-id={item.id}
              src={item.src}
              alt={item.alt}
              width={item.width}
              height={item.height}
              // Below the fold as a rule: no preload (React 19 emits <link rel="preload"> for
              // every eager <img> it server-renders) and no decoding on the main thread.
              loading="lazy"
              decoding="async"
              className={styles.image}
              onError={() => markFailed(item.id)}
            />
          );
          return (
            <li
              key={item.id}
              className={styles.slide}
              hidden={index < first || index >= first + visibleCount}
            >
              {item.href ? (
                <SmartLink href={item.href} linkComponent={linkComponent} className={styles.link}>
                  {image}
                </SmartLink>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={cx(styles.arrow, styles.next)}
        aria-label={labels.next}
        aria-controls={listId}
        disabled={atEnd}
        onClick={() => setStart(Math.min(lastStart, first + 1))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </section>
  );
}
