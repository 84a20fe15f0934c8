import type { NewsCover } from '@fuelcard/contracts';

type ImageSource = NewsCover['jpeg'];

type Translate = (key: string, options?: Record<string, unknown>) => string;

const NUMBER = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** «12,5 КБ», «3,2 МБ», «640 Б». */
export function formatBytes(bytes: number, t: Translate): string {
  if (bytes < 1024) return t('admin.workflow.media.bytes.b', { value: NUMBER.format(bytes) });
  if (bytes < 1024 * 1024)
    return t('admin.workflow.media.bytes.kb', { value: NUMBER.format(bytes / 1024) });
  return t('admin.workflow.media.bytes.mb', { value: NUMBER.format(bytes / (1024 * 1024)) });
}

/** The smallest WebP (else the JPEG): enough for a thumbnail. */
export function thumbnailOf(image: { webp: ImageSource[]; jpeg: ImageSource }): string {
  return [...image.webp].sort((a, b) => a.width - b.width)[0]?.url ?? image.jpeg.url;
}

/** What goes into a news body: the JPEG every browser shows, with its own width. */
export function bodySourceOf(image: { width: number; height: number; jpeg: ImageSource }): {
  src: string;
  width: number;
  height: number;
} {
  const width = image.jpeg.width;
  return {
    src: image.jpeg.url,
    width,
    height: Math.max(1, Math.round((image.height * width) / image.width)),
  };
}
