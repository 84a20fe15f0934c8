// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCompressedCopy, staticCacheControl } from './static-cache';

describe('staticCacheControl', () => {
  it('caches hashed bundles for a year', () => {
    expect(staticCacheControl('/srv/build/client/assets/entry.client-Ab12Cd.js')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('caches the replaceable documents and other public files for an hour', () => {
    expect(staticCacheControl('/srv/build/client/assets/documents/price-list-1.doc')).toBe(
      'public, max-age=3600',
    );
    expect(staticCacheControl('C:\\srv\\build\\client\\assets\\documents\\application-1.pdf')).toBe(
      'public, max-age=3600',
    );
    expect(staticCacheControl('/srv/build/client/images/road.svg')).toBe('public, max-age=3600');
  });
});

describe('isCompressedCopy', () => {
  it("names the build's .br and .gz copies and nothing else", () => {
    expect(isCompressedCopy('/assets/entry-Ab12.js.br')).toBe(true);
    expect(isCompressedCopy('/assets/entry-Ab12.js.gz')).toBe(true);
    expect(isCompressedCopy('/assets/entry-Ab12.js')).toBe(false);
    expect(isCompressedCopy('/assets/documents/price-list.pdf')).toBe(false);
    // A download that is compressed itself is a file like any other.
    expect(isCompressedCopy('/docs/archive.tar.gz')).toBe(false);
    expect(isCompressedCopy('/docs/report.pdf.gz')).toBe(false);
  });
});
