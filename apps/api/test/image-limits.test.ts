import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_PLACES, ImageWork } from '../src/images/image-work';
import { addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, complete PNG of `width` × `height` grey pixels, all black: its rows (a filter byte and
 * the pixels each) compress to almost nothing. 1 × 39,999,999 is 78 KB and keeps the 40-megapixel
 * limit, yet decoding it cost 50 s of CPU and ended in a 500.
 */
function longPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, adaptive filters, no interlace
  const raw = Buffer.alloc((width + 1) * height); // 80 MB of zeros for 1 × 39,999,999
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Issue 23: pictures refused by their header before decoding, and a bound on image work. */
describe('image limits', { timeout: 60_000 }, () => {
  let t: TestApp;
  let editor: string;
  let photo: Buffer;

  beforeAll(async () => {
    // Noise: a picture whose re-encoding takes a while (the queue is full meanwhile).
    const width = 640;
    const height = 480;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer();
  });
  beforeEach(async () => {
    t = await createTestApp();
    editor = (await addAdmin(t.app, 'editor')).token;
  });
  afterEach(() => t.close());

  const upload = (payload: Buffer, contentType = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...bearer(editor), 'content-type': contentType },
      payload,
    });

  it('refuses a 78 KB PNG of 1 × 39,999,999 pixels by its header, in well under a second', async () => {
    const bomb = longPng(1, 39_999_999);
    expect(bomb.length).toBeLessThan(100 * 1024);
    // It is a real picture: its header says so without decoding it.
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 1, height: 39_999_999 });

    const started = Date.now();
    const answer = await upload(bomb);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'Изображение слишком большое: не более 10\u00a0000 пикселей по каждой стороне',
    });
    expect(await t.db.scalar('SELECT count(*) FROM images')).toBe(0);
  });

  it('refuses a side over 10,000 pixels either way, and takes one of exactly 10,000', async () => {
    const wide = await upload(longPng(10_001, 2));
    expect(wide.statusCode).toBe(400);
    expect(wide.json<{ error: string }>().error).toMatch(/по каждой стороне/);

    const tall = await upload(longPng(3, 10_000));
    expect(tall.statusCode).toBe(201);
  });

  it(`answers 503 with Retry-After past ${IMAGE_UPLOAD_PLACES} uploads at once, and never 500`, async () => {
    const answers = await Promise.all(
      Array.from({ length: IMAGE_UPLOAD_PLACES + 5 }, () => upload(photo, 'image/jpeg')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(
      IMAGE_UPLOAD_PLACES,
    );
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({
        error:
          'Сервер сейчас обрабатывает другие изображения. Повторите загрузку через несколько секунд',
      });
    }
    // The places are free again once answered.
    expect((await upload(photo, 'image/jpeg')).statusCode).toBe(201);
  });
});

describe('ImageWork', () => {
  it('gives a few places, refuses past them, and takes each back once', () => {
    const work = new ImageWork(2);
    const a = work.enter()!;
    const b = work.enter()!;
    expect(work.enter()).toBeUndefined();
    a.leave();
    a.leave();
    expect(work.busy).toBe(1);
    const c = work.enter();
    expect(c).toBeDefined();
    expect(work.enter()).toBeUndefined();
    b.leave();
    c!.leave();
    expect(work.busy).toBe(0);
  });

  it('runs one piece of work at a time, in order, also after a failure', async () => {
    const work = new ImageWork();
    const order: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) =>
      work.oneAtATime(async () => {
        running += 1;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(name);
        running -= 1;
        if (fail) throw new Error(name);
      });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
