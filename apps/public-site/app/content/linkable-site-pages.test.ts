import { LINKABLE_SITE_PAGES } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from './public-paths';

describe('the pages the console offers as links', () => {
  it('are public pages of this site', () => {
    for (const { path } of LINKABLE_SITE_PAGES) expect(PUBLIC_PATHS).toContain(path);
  });
});
