import type { NewsCover } from '@fuelcard/contracts';
import type { ImageRecord, ImageVariantRecord } from '../db/port';

/** The file extension of each stored format (and back). */
export const EXTENSIONS = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;
export const CONTENT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
} as const;

/** Where a variant is served: its content hash names it, so the URL never changes meaning. */
export const variantUrl = (variant: Pick<ImageVariantRecord, 'hash' | 'format'>): string =>
  `/api/images/${variant.hash}.${EXTENSIONS[variant.format]}`;

/** The sources of an image as the contracts send them (widths ascending). */
export function coverSources(
  image: ImageRecord,
): Pick<NewsCover, 'width' | 'height' | 'avif' | 'webp' | 'jpeg'> {
  const of = (format: ImageVariantRecord['format']) =>
    image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => ({ url: variantUrl(variant), width: variant.width }));
  const jpeg = of('jpeg');
  return {
    width: image.width,
    height: image.height,
    avif: of('avif'),
    webp: of('webp'),
    jpeg: jpeg[jpeg.length - 1] ?? { url: '', width: image.width },
  };
}
