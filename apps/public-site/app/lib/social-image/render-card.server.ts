import { renderAsync } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import satori from 'satori';
import { DrawingQueue } from './drawing-queue';
import { cardFonts } from './fonts.server';
import { CARD_SIZE } from './news-card.server';

/**
 * One drawing at a time, with at most 16 waiting: many new pictures asked at once queue instead of
 * taking every core and the memory of each, and past that they are refused (503) rather than
 * waiting without end.
 */
const drawings = new DrawingQueue(16);

/**
 * A picture drawn to PNG: satori lays it out as SVG (text as paths, from our fonts), resvg
 * rasterises it on libuv's thread pool (off the event loop). Rejects with DrawingQueueFull when
 * too many drawings wait.
 */
export function renderPng(picture: ReactElement): Promise<Buffer> {
  return drawings.run(async () => {
    const svg = await satori(picture, { ...CARD_SIZE, fonts: await cardFonts() });
    const image = await renderAsync(svg, {
      fitTo: { mode: 'original' },
      // Satori wrote the text as paths: no font is needed, so none is looked for.
      font: { loadSystemFonts: false },
    });
    return image.asPng();
  });
}
