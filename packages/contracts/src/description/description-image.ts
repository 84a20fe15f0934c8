/**
 * Images in a news description (issue 26 §6): only our own uploads, by the URL the API serves them
 * at (`/api/images/<content hash>.<ext>`, see apps/api/src/images/image-urls.ts), each with its
 * alternative text and numeric size. Browser-safe (no sanitize-html): the console's editor and the
 * server's sanitizer share these rules.
 */
export const DESCRIPTION_IMAGE_SRC = /^\/api\/images\/[a-f0-9]{16,64}\.(?:avif|webp|jpg)$/;
export const IMAGE_ALT_MAX_LENGTH = 300;
/** Largest width or height a body image may declare (the API re-encodes to at most this). */
export const IMAGE_SIDE_MAX = 10000;

export interface DescriptionImage {
  src: string;
  alt: string;
  width: string;
  height: string;
  loading: 'lazy';
  decoding: 'async';
}

const side = (value: string | undefined): string | undefined => {
  const trimmed = (value ?? '').trim();
  if (!/^[1-9]\d{0,4}$/.test(trimmed)) return undefined;
  return Number(trimmed) <= IMAGE_SIDE_MAX ? trimmed : undefined;
};

/**
 * The attributes an image keeps, or undefined when it must go: a src that is not one of our
 * image URLs (other hosts, protocol-relative, javascript:, data:, query strings), an empty alt, a
 * width or height that is not a positive integer. Everything else (srcset, event handlers, style)
 * is dropped; `loading="lazy"` and `decoding="async"` are always set.
 */
export function descriptionImageAttributes(attribs: {
  src?: string;
  alt?: string;
  width?: string;
  height?: string;
}): DescriptionImage | undefined {
  const src = (attribs.src ?? '').trim();
  const alt = (attribs.alt ?? '').replace(/\s+/g, ' ').trim();
  const width = side(attribs.width);
  const height = side(attribs.height);
  if (!DESCRIPTION_IMAGE_SRC.test(src) || alt === '' || alt.length > IMAGE_ALT_MAX_LENGTH)
    return undefined;
  if (width === undefined || height === undefined) return undefined;
  return { src, alt, width, height, loading: 'lazy', decoding: 'async' };
}
