// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { company } from '@fuelcard/offices';
import { describe, expect, it } from 'vitest';

const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url);
const manifest = JSON.parse(readFileSync(publicFile('/manifest.webmanifest'), 'utf8')) as Record<
  string,
  unknown
> & { icons: Array<{ src: string }> };

describe('the web manifest', () => {
  it('names the app with a stable id and a description, in the site’s default language', () => {
    // The id stays "/" whatever start_url becomes, so an installed app is never taken for another.
    expect(manifest.id).toBe('/');
    expect(manifest.start_url).toBe('/');
    expect(manifest.lang).toBe('ru');
    expect(manifest.name).toBe(company.brandName);
    expect(typeof manifest.description).toBe('string');
    expect((manifest.description as string).length).toBeGreaterThan(20);
    expect(manifest.description).toMatch(/[а-яё]/i);
  });

  it('points at icons that exist', () => {
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons)
      expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
  });
});
