import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { NewsMap, UploadedImage, validate } from '@fuelcard/contracts';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../src/images/process-image';
import { addAdmin, bearer, createTestApp, type TestApp } from './helpers/test-app';

const SECRET = 'SECRET-PLACE-TAG';

/** A 2000×1500 JPEG stored sideways (EXIF orientation 6) with a description and GPS position. */
async function sidewaysPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { ImageDescription: SECRET },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 54/1 30/1' },
      },
    })
    .toBuffer();
}

/** A small PNG whose header claims `width`×`height` (a decompression bomb's promise). */
async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // IHDR: length (4) at 8, type at 12, data at 16 (width, height...), CRC after its 13 bytes.
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

describe('cover images', () => {
  let t: TestApp;
  let editor: string;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await sidewaysPhoto();
  });
  beforeEach(async () => {
    t = await createTestApp();
    editor = (await addAdmin(t.app, 'editor')).token;
  });
  afterEach(() => t.close());

  const upload = (payload: Buffer | Readable, contentType = 'image/jpeg', token = editor) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
      payload,
    });

  it('re-encodes an upload upright, without metadata, into AVIF and WebP at three widths and a JPEG', async () => {
    // The sample really holds what must go: the description and a GPS block (IFD pointer 0x8825).
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.includes(SECRET)).toBe(true);

    const response = await upload(photo);
    expect(response.statusCode).toBe(201);
    const body = response.json<UploadedImage>();
    expect(validate(UploadedImage, body).ok).toBe(true);
    // Upright: the 2000×1500 picture stored sideways is 1500 wide, 2000 high; never enlarged.
    expect(body).toMatchObject({ width: 1500, height: 2000 });
    expect(body.avif.map((source) => source.width)).toEqual([480, 960, 1500]);
    expect(body.webp.map((source) => source.width)).toEqual([480, 960, 1500]);
    expect(body.jpeg.width).toBe(960);

    const sources = [...body.avif, ...body.webp, body.jpeg];
    for (const source of sources) {
      expect(source.url).toMatch(/^\/api\/images\/[a-f0-9]{32}\.(avif|webp|jpg)$/);
      const file = await t.app.inject({ url: source.url });
      expect(file.statusCode).toBe(200);
      const expectedType = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[
        source.url.split('.').pop() as 'avif'
      ];
      expect(file.headers['content-type']).toBe(expectedType);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers.etag).toMatch(/^"[a-f0-9]{32}"$/);
      const bytes = file.rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.width).toBe(source.width);
      expect(metadata.width! < metadata.height!).toBe(true);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(bytes.includes(SECRET)).toBe(false);
      expect(bytes.includes('Exif')).toBe(false);
    }
    // Revalidation by ETag, and unknown names.
    const first = await t.app.inject({ url: body.jpeg.url });
    const again = await t.app.inject({
      url: body.jpeg.url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const hash = body.jpeg.url.slice('/api/images/'.length, -'.jpg'.length);
    expect((await t.app.inject({ url: `/api/images/${hash}.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/images/${'0'.repeat(32)}.jpg` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/images/..%2f..%2fetc.jpg' })).statusCode).toBe(400);
    // Stored in the database, deduplicated.
    expect((await upload(photo)).json<{ id: number }>().id).toBe(body.id);
    expect(await t.db.scalar('SELECT count(*) FROM images')).toBe(1);
    expect(await t.db.scalar('SELECT count(*) FROM image_variants')).toBe(7);
  });

  it('decides the type by content: a PNG sent as a .jpg is taken, text sent as an image is not', async () => {
    const png = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const taken = await upload(png, 'image/jpeg');
    expect(taken.statusCode).toBe(201);
    expect(taken.json<UploadedImage>().avif.map((source) => source.width)).toEqual([300]);

    const refusals: Array<[string, Buffer, string]> = [
      ['text', Buffer.from('just some text, not an image'), 'image/png'],
      ['html', Buffer.from('<html><script>alert(1)</script></html>'), 'image/webp'],
      [
        'svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
        'image/svg+xml',
      ],
      [
        'gif',
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
        'image/gif',
      ],
      [
        'tiff',
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
          .tiff()
          .toBuffer(),
        'image/jpeg',
      ],
      ['json', Buffer.from('{"a":1}'), 'application/json'],
    ];
    for (const [name, bytes, type] of refusals) {
      const response = await upload(bytes, type);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({
        error: 'Поддерживаются изображения JPEG, PNG, WebP и AVIF',
      });
    }
  });

  it('refuses a truncated file, a pixel bomb, an empty body and more than 10 MB (413 JSON)', async () => {
    const truncated = await upload(photo.subarray(0, Math.floor(photo.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ error: 'Файл изображения повреждён или обрезан' });

    const bomb = await pixelBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const refusedBomb = await upload(bomb, 'image/png');
    expect(refusedBomb.statusCode).toBe(400);
    expect(refusedBomb.json<{ error: string }>().error).toMatch(/мегапикселей/);

    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);

    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff);
    const tooBig = await upload(huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'Файл изображения больше 10 МБ' });
    // Without a declared length (chunked), the same limit while reading.
    const streamed = await upload(Readable.from([huge.subarray(0, 6e6), huge.subarray(6e6)]));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ error: expect.any(String) });
    expect(await t.db.scalar('SELECT count(*) FROM images')).toBe(0);
  });

  it('needs an editor before reading a byte', async () => {
    const anonymous = await upload(Buffer.alloc(MAX_IMAGE_BYTES + 1), 'image/jpeg', '');
    expect(anonymous.statusCode).toBe(401);
  });

  it('puts a cover on a news item: alt text in both languages, public sources when published', async () => {
    const image = (await upload(photo)).json<UploadedImage>();
    const item = (cover: object | null, status = 'published') => ({
      slug: '',
      priority: 'A',
      status,
      dates: { date: '2026-03-02', startDate: '', expireDate: '' },
      titles: { ru: 'С обложкой', en: 'With a cover' },
      descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
      cover,
    });
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/news', headers: bearer(editor), payload });
    const noAlt = await save(item({ imageId: image.id, alt: { ru: ' ', en: 'Cover' } }));
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toMatchObject({ field: 'cover.alt.ru' });
    const noEnglishAlt = await save(item({ imageId: image.id, alt: { ru: 'Обложка', en: '' } }));
    expect(noEnglishAlt.json()).toMatchObject({ field: 'cover.alt.en' });
    // Every problem at once (issue 26 §2), in the form's order; the first stays `error`/`field`.
    const everything = await save({
      ...item({ imageId: image.id, alt: { ru: '', en: ' ' } }),
      titles: { ru: ' ', en: '' },
      dates: { date: '2026-03-02', startDate: '', expireDate: '', startTime: '09:00' },
    });
    expect(everything.statusCode).toBe(400);
    expect(everything.json()).toEqual({
      error: 'Укажите заголовок новости хотя бы на одном языке',
      field: 'titles.ru',
      errors: [
        { field: 'titles.ru', error: 'Укажите заголовок новости хотя бы на одном языке' },
        { field: 'dates.startTime', error: 'Укажите дату начала показа для времени начала' },
        { field: 'cover.alt.ru', error: 'Укажите описание обложки на русском языке' },
        { field: 'cover.alt.en', error: 'Укажите описание обложки на английском языке' },
      ],
    });
    expect((await save(item({ imageId: 9999, alt: { ru: 'а', en: 'a' } }))).statusCode).toBe(400);

    // A draft may keep a cover whose descriptions are not written yet (issue 26 §2); it cannot
    // go public so — neither by the status call nor by a save that publishes it.
    const unwritten = await save(item({ imageId: image.id, alt: { ru: '', en: '' } }, 'draft'));
    expect(unwritten.statusCode).toBe(201);
    const draftId = unwritten.json<{ id: number }>().id;
    const publish = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${draftId}/status`,
      headers: bearer(editor),
      payload: { status: 'published' },
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({ field: 'cover.alt.ru' });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/news/${draftId}`,
        headers: bearer(editor),
        payload,
      });
    // Saved again as a draft (no status: it keeps its own), still fine; published, refused.
    const { status: _, ...keepStatus } = item({ imageId: image.id, alt: { ru: 'Есть', en: '' } });
    expect((await put(keepStatus)).statusCode).toBe(200);
    const publishing = await put(item({ imageId: image.id, alt: { ru: 'Есть', en: '' } }));
    expect(publishing.statusCode).toBe(400);
    expect(publishing.json()).toMatchObject({ field: 'cover.alt.en' });

    const alt = { ru: 'Заправка ночью', en: 'A gas station at night' };
    const created = await save(item({ imageId: image.id, alt }));
    expect(created.statusCode).toBe(201);
    const draft = await save(item({ imageId: image.id, alt }, 'draft'));
    const publicMap = (await t.app.inject({ url: '/api/admin/news' })).json<NewsMap>();
    expect(validate(NewsMap, publicMap).ok).toBe(true);
    const id = String(created.json<{ id: number }>().id);
    expect(publicMap[id]!.cover).toEqual({
      imageId: image.id,
      alt,
      width: 1500,
      height: 2000,
      avif: image.avif,
      webp: image.webp,
      jpeg: image.jpeg,
    });
    expect(publicMap[String(draft.json<{ id: number }>().id)]).toBeUndefined();
    const audited = await t.db.query<{ action: string; target_id: string }>(
      "SELECT action, target_id FROM admin_audit_log WHERE action = 'image.upload'",
    );
    expect(audited).toEqual([{ action: 'image.upload', target_id: String(image.id) }]);
  });
});
