import type { NewsCoverView } from '../../lib/news-view';
import styles from './cover-picture.module.css';

export interface CoverPictureProps {
  cover: NewsCoverView;
  /** The `sizes` of the sources: how wide the picture is shown. */
  sizes: string;
  /** The news page's hero loads at once; thumbnails load when scrolled to. */
  eager?: boolean;
  className?: string;
}

/**
 * A news cover: AVIF and WebP at up to three widths, the JPEG as the `<img>` with the picture's
 * width and height (so nothing shifts while it loads), the alternative text in the page's language.
 */
export function CoverPicture({ cover, sizes, eager = false, className }: CoverPictureProps) {
  return (
    <picture className={className ? `${styles.picture} ${className}` : styles.picture}>
      {cover.avif && <source type="image/avif" srcSet={cover.avif} sizes={sizes} />}
      {cover.webp && <source type="image/webp" srcSet={cover.webp} sizes={sizes} />}
      <img
        className={styles.image}
        src={cover.jpeg}
        alt={cover.alt}
        lang={cover.altLang}
        width={cover.width}
        height={cover.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
