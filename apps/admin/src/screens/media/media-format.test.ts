import { describe, expect, it } from 'vitest';
import { bodySourceOf, formatBytes, thumbnailOf } from './media-format';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key.split('.').pop()}:${String(options?.value)}`;

describe('media formatting', () => {
  it('writes sizes in bytes, kilobytes and megabytes', () => {
    expect(formatBytes(640, t)).toBe('b:640');
    expect(formatBytes(12_800, t)).toBe('kb:12,5');
    expect(formatBytes(3_355_443, t)).toBe('mb:3,2');
  });

  it('picks the smallest WebP as a thumbnail, and the JPEG with its height for a body', () => {
    const image = {
      width: 1500,
      height: 1000,
      webp: [
        { url: '/b.webp', width: 960 },
        { url: '/a.webp', width: 480 },
      ],
      jpeg: { url: '/c.jpg', width: 960 },
    };
    expect(thumbnailOf(image)).toBe('/a.webp');
    expect(thumbnailOf({ ...image, webp: [] })).toBe('/c.jpg');
    expect(bodySourceOf(image)).toEqual({ src: '/c.jpg', width: 960, height: 640 });
  });
});
