import { renderAsync } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import satori from 'satori';
import { cardFonts } from './fonts.server';
import { CARD_SIZE } from './news-card.server';

let queue: Promise<unknown> = Promise.resolve();

/**
 * A picture drawn to PNG: satori lays it out as SVG (text as paths, from our fonts), resvg
 * rasterises it on libuv's thread pool (off the event loop). One drawing at a time, so that many
 * new pictures asked at once queue instead of taking every core and the memory of each.
 */
export function renderPng(picture: ReactElement): Promise<Buffer> {
  const drawing = queue.then(async () => {
    const svg = await satori(picture, { ...CARD_SIZE, fonts: await cardFonts() });
    const image = await renderAsync(svg, {
      fitTo: { mode: 'original' },
      // Satori wrote the text as paths: no font is needed, so none is looked for.
      font: { loadSystemFonts: false },
    });
    return image.asPng();
  });
  queue = drawing.catch(() => undefined);
  return drawing;
}
