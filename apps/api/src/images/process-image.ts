import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { ImageVariantRecord } from '../db/port';
import { HttpError } from '../http-error';

/** The largest upload, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The most pixels (width × height) an upload may decode to: decompression bombs stop here. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The longest side an upload may have: a picture of 1 × 39,999,999 keeps the pixel limit but
 * would cost a minute of CPU and fail to encode (WebP stops at 16,383 px).
 */
export const MAX_IMAGE_SIDE = 10_000;
/** The widths of the AVIF and WebP variants (never wider than the upload). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The width of the JPEG fallback (never wider than the upload). */
export const FALLBACK_WIDTH = 960;

export const UNSUPPORTED_IMAGE = 'Поддерживаются изображения JPEG, PNG, WebP и AVIF';
export const DAMAGED_IMAGE = 'Файл изображения повреждён или обрезан';
export const EMPTY_IMAGE = 'Файл изображения пуст';
export const TOO_MANY_PIXELS = `Изображение слишком большое: не более ${MAX_IMAGE_PIXELS / 1_000_000} мегапикселей`;
export const TOO_MANY_BYTES = `Файл изображения больше ${MAX_IMAGE_BYTES / 1024 / 1024} МБ`;
export const TOO_LONG_SIDE =
  'Изображение слишком большое: не более 10\u00a0000 пикселей по каждой стороне';

// Nothing decoded is kept between uploads (libvips would cache up to 50 MB of results).
sharp.cache(false);

export interface ProcessedImage {
  /** The picture's size once turned upright (EXIF orientation applied). */
  width: number;
  height: number;
  /** The format the upload was, by its content. */
  source: 'jpeg' | 'png' | 'webp' | 'avif';
  variants: Array<ImageVariantRecord & { bytes: Buffer }>;
}

const INPUT = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' } as const;

/** The format by content (never by name or declared type); AVIF is HEIF with AV1 inside. */
function sourceFormat(metadata: Metadata): ProcessedImage['source'] | undefined {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp')
    return metadata.format;
  if (metadata.format === 'heif' && metadata.compression === 'av1') return 'avif';
  return undefined;
}

/** What a failed read of an upload says to its sender. */
function refusal(error: unknown): HttpError {
  const message = String(error);
  if (/unsupported image format/i.test(message)) return new HttpError(415, UNSUPPORTED_IMAGE);
  if (/pixel limit/i.test(message)) return new HttpError(400, TOO_MANY_PIXELS);
  return new HttpError(400, DAMAGED_IMAGE);
}

const contentHash = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** An upload whose header was read and accepted (nothing decoded yet). */
export interface InspectedImage {
  metadata: Metadata;
  source: ProcessedImage['source'];
}

/**
 * Reads an upload's header only (sharp's metadata does not decode) and refuses, in milliseconds,
 * what must not be decoded: HttpError 415 for another format, 400 for an empty or unreadable
 * file, a side longer than MAX_IMAGE_SIDE or more than MAX_IMAGE_PIXELS.
 */
export async function inspectImage(upload: Buffer): Promise<InspectedImage> {
  if (upload.length === 0) throw new HttpError(400, EMPTY_IMAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, INPUT).metadata();
  } catch (error) {
    throw refusal(error);
  }
  const source = sourceFormat(metadata);
  if (!source) throw new HttpError(415, UNSUPPORTED_IMAGE);
  if (!metadata.width || !metadata.height) throw new HttpError(400, DAMAGED_IMAGE);
  if (metadata.width > MAX_IMAGE_SIDE || metadata.height > MAX_IMAGE_SIDE)
    throw new HttpError(400, TOO_LONG_SIDE);
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS)
    throw new HttpError(400, TOO_MANY_PIXELS);
  return { metadata, source };
}

/** inspectImage, then encodeImage: the whole check and re-encoding of one upload. */
export async function processImage(upload: Buffer): Promise<ProcessedImage> {
  return encodeImage(upload, await inspectImage(upload));
}

/**
 * Re-encodes an inspected upload: turned upright by its EXIF orientation, every metadata (EXIF,
 * GPS, XMP, ICC, comments) dropped — sharp writes none unless asked — then AVIF and WebP at up to
 * three widths and a JPEG fallback (transparency on white). A file that fails to decode or encode
 * is a 400 (damaged), never a 500.
 */
export async function encodeImage(
  upload: Buffer,
  { metadata, source }: InspectedImage,
): Promise<ProcessedImage> {
  // One decode, upright, at most the largest width, in sRGB; every variant is made from it.
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(upload, INPUT)
      .autoOrient()
      .resize({ width: VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refusal(error);
  }
  const { width, height } = master.info;
  const upright = metadata.autoOrient ?? { width: metadata.width!, height: metadata.height! };
  const raw = { raw: { width, height, channels: 4 as const } };
  const opaque = metadata.hasAlpha !== true;

  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
  const variants: ProcessedImage['variants'] = [];
  const encode = async (
    format: ImageVariantRecord['format'],
    targetWidth: number,
    pipeline: (image: Sharp) => Sharp,
  ) => {
    let image = sharp(master.data, raw).resize({ width: targetWidth });
    if (opaque || format === 'jpeg') image = image.flatten({ background: '#ffffff' });
    const { data, info } = await pipeline(image).toBuffer({ resolveWithObject: true });
    variants.push({
      hash: contentHash(data),
      format,
      width: info.width,
      height: info.height,
      bytes: data,
    });
  };
  try {
    for (const target of widths) {
      await encode('avif', target, (image) => image.avif({ quality: 55, effort: 2 }));
      await encode('webp', target, (image) => image.webp({ quality: 80 }));
    }
    await encode('jpeg', Math.min(FALLBACK_WIDTH, width), (image) =>
      image.jpeg({ quality: 82, mozjpeg: true }),
    );
  } catch (error) {
    throw refusal(error);
  }
  return { width: upright.width, height: upright.height, source, variants };
}
