import { describe, expect, it } from 'vitest';
import { NEWS_SITEMAP_FILES, newsSitemapFile, routedPath } from './sitemap-files';

describe('the news sitemap files’ one route', () => {
  it('renders /sitemap-news-{n}.xml at the internal address, and that address gives n back', () => {
    for (const file of [1, 2, 57, NEWS_SITEMAP_FILES]) {
      const routed = routedPath(`/sitemap-news-${file}.xml`);
      expect(routed).toBe(`/Sitemap/news/${file}`);
      expect(newsSitemapFile(routed)).toBe(file);
    }
  });

  it('leaves every other path as it is (a file past the last one or spelt otherwise is a 404)', () => {
    for (const path of [
      '/',
      '/sitemap.xml',
      '/sitemap-pages.xml',
      '/sitemap-news-0.xml',
      '/sitemap-news-01.xml',
      `/sitemap-news-${NEWS_SITEMAP_FILES + 1}.xml`,
      '/sitemap-news-1.xml/x',
      '/sitemap-news-.xml',
      '/sitemap/news/1',
    ])
      expect(routedPath(path), path).toBe(path);
  });

  it('reads a file only from the internal address, which no lower-cased path can be', () => {
    expect(newsSitemapFile('/sitemap/news/1')).toBeNull();
    expect(newsSitemapFile('/sitemap-news-1.xml')).toBeNull();
    expect(newsSitemapFile(`/Sitemap/news/${NEWS_SITEMAP_FILES + 1}`)).toBeNull();
    expect(newsSitemapFile('/Sitemap/news/0')).toBeNull();
  });
});
