// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority, modulePreloadPriority } from './module-preload-priority.server';

const page =
  '<!DOCTYPE html><html lang="ru"><head><title>Главная — «ТопливоКарт»</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/frame-2.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><p>Текст</p></body></html>';

async function streamed(chunks: Buffer[]): Promise<string> {
  const transform = modulePreloadPriority();
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => transform.on('end', resolve));
  for (const chunk of chunks) transform.write(chunk);
  transform.end();
  await done;
  return Buffer.concat(out).toString('utf8');
}

describe('lowerModulePreloadPriority', () => {
  it('marks every module preload low priority and leaves everything else alone', () => {
    const html = lowerModulePreloadPriority(page);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(html.replaceAll(' fetchpriority="low"', '')).toBe(page);
  });
});

describe('modulePreloadPriority (stream)', () => {
  const expected = lowerModulePreloadPriority(page);
  const bytes = Buffer.from(page, 'utf8');

  it('gives the same page whatever byte a chunk ends on, even inside a tag or a character', async () => {
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it('copes with a page streamed byte by byte', async () => {
    expect(await streamed([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });
});
