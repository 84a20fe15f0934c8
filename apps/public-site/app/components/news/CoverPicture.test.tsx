import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { newsCoverView } from '../../lib/news-view';
import { CoverPicture } from './CoverPicture';

const cover = {
  imageId: 7,
  alt: { ru: 'Заправка ночью', en: 'A filling station at night' },
  width: 1600,
  height: 900,
  avif: [
    { url: '/api/images/aaaaaaaaaaaaaaaa.avif', width: 480 },
    { url: '/api/images/bbbbbbbbbbbbbbbb.avif', width: 960 },
  ],
  webp: [{ url: '/api/images/cccccccccccccccc.webp', width: 480 }],
  jpeg: { url: '/api/images/dddddddddddddddd.jpg', width: 1600 },
};

describe('CoverPicture', () => {
  it('renders AVIF and WebP sources with srcset and sizes, and a JPEG with width and height', () => {
    const view = newsCoverView(cover, 'en')!;
    const html = renderToString(<CoverPicture cover={view} sizes="100vw" />);
    expect(html).toContain('type="image/avif"');
    // HTML attribute names are case-insensitive (React writes srcSet).
    expect(html).toMatch(
      /srcset="\/api\/images\/a{16}\.avif 480w, \/api\/images\/b{16}\.avif 960w"/i,
    );
    expect(html).toContain('type="image/webp"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toMatch(/<img[^>]*src="\/api\/images\/dddddddddddddddd.jpg"/);
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="900"');
    expect(html).toContain('alt="A filling station at night"');
    expect(html).toContain('loading="lazy"');
  });

  it('loads the hero at once, with the alternative text in Russian on a Russian page', () => {
    const html = renderToString(
      <CoverPicture cover={newsCoverView(cover, 'ru')!} sizes="100vw" eager />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('alt="Заправка ночью"');
  });

  it('is nothing without a cover', () => {
    expect(newsCoverView(undefined, 'ru')).toBeNull();
  });
});
