// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { NewsDirectory, type NewsPresence } from './news-directory';
import { newsPresence } from './news-presence';

const up = (version: string) => ({ version, available: true });

describe('NewsDirectory', () => {
  it('knows nothing before the API answered about an address, nor under another version', () => {
    const directory = new NewsDirectory();
    expect(directory.presence('anything', up(''))).toBe('unknown');
    directory.remember('v1', 'a', 'present');
    expect(directory.presence('a', up('v1'))).toBe('present');
    expect(directory.presence('b', up('v1'))).toBe('unknown');
    expect(directory.presence('a', up('v2'))).toBe('unknown');
  });

  it('keeps single answers in a bounded memory, forgotten when the news change', () => {
    const directory = new NewsDirectory({ maxRemembered: 100 });
    for (let i = 0; i < 1_000; i += 1) directory.remember('v1', `slug-${i}`, 'absent');
    expect(directory.rememberedCount).toBe(100);
    expect(directory.presence('slug-999', up('v1'))).toBe('absent');
    expect(directory.presence('slug-0', up('v1'))).toBe('unknown');
    directory.remember('v1', 'Kept', 'present');
    expect(directory.presence('KEPT', up('v1'))).toBe('present');
    directory.remember('v2', 'other', 'absent');
    expect(directory.rememberedCount).toBe(1);
    expect(directory.presence('kept', up('v2'))).toBe('unknown');
  });

  it('while the API is down, still knows what it said under the last version, and nothing else', () => {
    const directory = new NewsDirectory();
    directory.remember('v1', 'gone', 'absent');
    const down = { version: 'v1', available: false };
    expect(directory.presence('gone', down)).toBe('absent');
    expect(directory.presence('never-asked', down)).toBe('unknown');
  });
});

describe('newsPresence', () => {
  it('asks the build once per address and version, and remembers the answer', async () => {
    const newsDirectory = new NewsDirectory();
    const lookupNewsItem = vi.fn(async (slug: string): Promise<NewsPresence> =>
      slug === 'real' ? 'present' : 'absent',
    );
    const service = { newsDirectory, lookupNewsItem };
    expect(await newsPresence(service, 'made-up', up('v1'))).toBe('absent');
    expect(await newsPresence(service, 'MADE-UP', up('v1'))).toBe('absent');
    expect(await newsPresence(service, 'real', up('v1'))).toBe('present');
    expect(lookupNewsItem).toHaveBeenCalledTimes(2);
    expect(lookupNewsItem).toHaveBeenCalledWith('made-up', 'v1');
    // A new version asks again.
    expect(await newsPresence(service, 'made-up', up('v2'))).toBe('absent');
    expect(lookupNewsItem).toHaveBeenCalledTimes(3);
  });

  it('never asks while the API is down or before a version is known, and keeps an unknown answer unremembered', async () => {
    const newsDirectory = new NewsDirectory();
    const lookupNewsItem = vi.fn(async (): Promise<NewsPresence> => 'unknown');
    const service = { newsDirectory, lookupNewsItem };
    expect(await newsPresence(service, 'x', { version: 'v1', available: false })).toBe('unknown');
    expect(await newsPresence(service, 'x', up(''))).toBe('unknown');
    expect(lookupNewsItem).not.toHaveBeenCalled();
    expect(await newsPresence(service, 'x', up('v1'))).toBe('unknown');
    expect(newsDirectory.rememberedCount).toBe(0);
  });
});
