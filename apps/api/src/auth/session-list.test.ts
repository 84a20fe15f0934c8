import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './session-list';

describe('describeUserAgent', () => {
  it('names a browser and its system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 120', system: 'Windows 10' });
  });

  it('tells a headless browser apart', () => {
    const { browser, system } = describeUserAgent(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    );
    expect(browser).toMatch(/Headless/);
    expect(system).toBe('Linux');
  });

  it('shows an agent it cannot name by its first words, and says unknown only for none', () => {
    expect(describeUserAgent('node')).toEqual({ browser: 'node', system: '' });
    const long = describeUserAgent(`my-sync-tool/1.2 ${'x'.repeat(80)}\n`);
    expect(long.browser).toBe(`my-sync-tool/1.2 ${'x'.repeat(23)}…`);
    expect(describeUserAgent('')).toEqual({
      browser: 'Неизвестный браузер',
      system: '',
    });
  });
});
