import { MediaItem, MediaPage, validate, type UploadedImage } from '@fuelcard/contracts';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

const picture = (background: string, width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('the media library', () => {
  let t: TestApp;
  let editor: string;
  let root: string;

  beforeEach(async () => {
    t = await createTestApp();
    editor = (await addAdmin(t.app, 'editor')).token;
    root = (await superadmin(t.app)).token;
  });
  afterEach(() => t.close());

  const upload = async (bytes: Buffer, name?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/images${name ? `?name=${encodeURIComponent(name)}` : ''}`,
      headers: { ...bearer(editor), 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(response.statusCode).toBe(201);
    return response.json<UploadedImage>();
  };
  const list = (query = '', token = editor) =>
    t.app.inject({ url: `/api/admin/media${query}`, headers: bearer(token) });
  const news = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/news', headers: bearer(editor), payload });
  const item = (titles: { ru: string; en: string }, extra: object) => ({
    slug: '',
    priority: 'B',
    status: 'draft',
    dates: { date: '2026-03-02', startDate: '', expireDate: '' },
    titles,
    descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
    ...extra,
  });

  it('lists every upload newest first with its size, name and where it is used', async () => {
    const bytes = await picture('#48ae5a');
    const first = await upload(bytes, 'заправка-ночью.png');
    const second = await upload(await picture('#f24942', 800, 600));
    const cover = await news(
      item(
        { ru: 'Новая карта', en: 'A new card' },
        { cover: { imageId: first.id, alt: { ru: 'Заправка', en: 'Station' } } },
      ),
    );
    expect(cover.statusCode).toBe(201);
    const body = await news(
      item(
        { ru: 'Фото в тексте', en: 'A photo in the text' },
        {
          descriptions: {
            ru: `<p>Текст</p><img src="${first.jpeg.url}" alt="Заправка" width="${first.jpeg.width}" height="480">`,
            en: '<p>Text</p>',
          },
        },
      ),
    );
    expect(body.statusCode).toBe(201);

    const response = await list();
    expect(response.statusCode).toBe(200);
    const page = response.json<MediaPage>();
    expect(validate(MediaPage, page).ok).toBe(true);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect(page.items.map((image) => image.id)).toEqual([second.id, first.id]);
    const [newer, older] = page.items as [MediaItem, MediaItem];
    expect(newer).toMatchObject({ width: 800, height: 600, fileName: null, usedIn: [] });
    expect(older).toMatchObject({
      width: 640,
      height: 480,
      fileName: 'заправка-ночью.png',
      bytes: bytes.length,
      // The library had no descriptions: it keeps the ones the cover was given.
      alt: { ru: 'Заправка', en: 'Station' },
    });
    expect(older.usedIn).toEqual([
      { newsId: cover.json<{ id: number }>().id, title: 'Новая карта', as: 'cover' },
      { newsId: body.json<{ id: number }>().id, title: 'Фото в тексте', as: 'body' },
    ]);
    expect(Date.parse(older.uploadedAt)).not.toBeNaN();
  });

  it('keeps a cover’s descriptions for an image without its own, language by language, and never overwrites them', async () => {
    const image = await upload(await picture('#48ae5a'));
    const libraryAlt = async () =>
      (await list()).json<MediaPage>().items.find((entry) => entry.id === image.id)!.alt;
    // A draft with only the Russian description: the library takes that one.
    const created = await news(
      item(
        { ru: 'Черновик', en: '' },
        { cover: { imageId: image.id, alt: { ru: '  Карта на стойке  ', en: '' } } },
      ),
    );
    expect(created.statusCode).toBe(201);
    expect(await libraryAlt()).toEqual({ ru: 'Карта на стойке', en: '' });
    // The English one comes with a later save; the Russian one typed differently does not win.
    const id = created.json<{ id: number }>().id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      headers: bearer(editor),
      payload: item(
        { ru: 'Черновик', en: '' },
        { cover: { imageId: image.id, alt: { ru: 'Другое', en: 'A card at the pump' } } },
      ),
    });
    expect(updated.statusCode).toBe(200);
    expect(await libraryAlt()).toEqual({ ru: 'Карта на стойке', en: 'A card at the pump' });
  });

  it('searches alt texts, file names and the titles of the news using an image, in any case', async () => {
    const station = await upload(await picture('#111111'), 'Station-Night.png');
    const card = await upload(await picture('#222222'));
    const used = await upload(await picture('#333333'));
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${card.id}`,
      headers: bearer(editor),
      payload: { alt: { ru: 'Топливная карта', en: 'Fuel card' } },
    });
    await news(
      item(
        { ru: 'Открытие АЗС в Бресте', en: '' },
        { cover: { imageId: used.id, alt: { ru: '', en: '' } } },
      ),
    );
    const ids = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).json<MediaPage>().items.map((image) => image.id);
    expect(await ids('station-night')).toEqual([station.id]);
    expect(await ids('ТОПЛИВНАЯ')).toEqual([card.id]);
    expect(await ids('fuel')).toEqual([card.id]);
    expect(await ids('бресте')).toEqual([used.id]);
    expect(await ids('ничего такого')).toEqual([]);
    const all = (await list('?q=%20%20')).json<MediaPage>();
    expect(all.total).toBe(3);
  });

  it('pages by 24', async () => {
    // Straight into the repository: uploads are limited to 20 a minute.
    for (let index = 0; index < 25; index++)
      await t.app.repos.images.create({
        width: 20,
        height: 20,
        uploadedBy: null,
        variants: [
          {
            hash: index.toString(16).padStart(32, '0'),
            format: 'jpeg',
            width: 20,
            height: 20,
            bytes: Buffer.from([index]),
          },
        ],
      });
    const first = (await list()).json<MediaPage>();
    const second = (await list('?page=2')).json<MediaPage>();
    expect(first.items).toHaveLength(24);
    expect(second).toMatchObject({ total: 25, page: 2 });
    expect(second.items).toHaveLength(1);
  });

  it('edits alt texts (audited) and refuses bad input with a clear message', async () => {
    const image = await upload(await picture('#444444'));
    const put = (payload: unknown, id: number | string = image.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/media/${id}`,
        headers: bearer(editor),
        payload: payload as object,
      });
    const saved = await put({ alt: { ru: '  Карта  ', en: 'Card' } });
    expect(saved.statusCode).toBe(200);
    expect(validate(MediaItem, saved.json()).ok).toBe(true);
    expect(saved.json<MediaItem>().alt).toEqual({ ru: 'Карта', en: 'Card' });
    expect((await list()).json<MediaPage>().items[0]!.alt).toEqual({ ru: 'Карта', en: 'Card' });

    for (const bad of [
      {},
      { alt: { ru: 'а' } },
      { alt: { ru: 1, en: 'b' } },
      { alt: { ru: 'а', en: 'b', x: 1 } },
    ]) {
      const refused = await put(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error).toMatch(/[а-я]/i);
    }
    expect((await put({ alt: { ru: 'a'.repeat(5000), en: '' } })).statusCode).toBe(400);
    expect((await put({ alt: { ru: 'а', en: 'b' } }, 99999)).statusCode).toBe(404);
    expect((await put({ alt: { ru: 'а', en: 'b' } }, 'abc')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?other=1')).statusCode).toBe(400);

    const audited = await t.db.query<{ action: string; target_id: string }>(
      "SELECT action, target_id FROM admin_audit_log WHERE action = 'image.update'",
    );
    expect(audited).toEqual([{ action: 'image.update', target_id: String(image.id) }]);
  });

  it('refuses to delete an image in use (409 naming the items), deletes it once unused', async () => {
    const image = await upload(await picture('#555555'));
    const created = await news(
      item(
        { ru: 'С обложкой', en: 'Covered' },
        { cover: { imageId: image.id, alt: { ru: 'а', en: 'b' } } },
      ),
    );
    const newsId = created.json<{ id: number }>().id;
    const remove = (token = editor) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/media/${image.id}`,
        headers: bearer(token),
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Изображение используется: обложка новости «С обложкой». Сначала уберите его оттуда.',
    });

    // Moved from the cover into the body: still in use.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${newsId}`,
      headers: bearer(editor),
      payload: item(
        { ru: 'С обложкой', en: 'Covered' },
        {
          cover: null,
          descriptions: {
            ru: '<p>Текст</p>',
            en: `<p>Text</p><img src="${image.webp[0]!.url}" alt="b" width="20" height="20">`,
          },
        },
      ),
    });
    expect(moved.statusCode).toBe(200);
    expect((await remove()).json()).toEqual({
      error: 'Изображение используется: текст новости «С обложкой». Сначала уберите его оттуда.',
    });

    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${newsId}`,
      headers: bearer(editor),
    });
    const deleted = await remove(root);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: image.id });
    expect((await t.app.inject({ url: image.jpeg.url })).statusCode).toBe(404);
    expect((await list()).json<MediaPage>().total).toBe(0);
    expect((await remove()).statusCode).toBe(404);
    const audited = await t.db.query<{ action: string }>(
      "SELECT action FROM admin_audit_log WHERE action = 'image.delete'",
    );
    expect(audited).toHaveLength(1);
  });

  it('is for signed-in administrators of both roles only', async () => {
    expect((await t.app.inject({ url: '/api/admin/media' })).statusCode).toBe(401);
    expect((await list('', root)).statusCode).toBe(200);
    expect((await list('', editor)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/media/1' })).statusCode).toBe(
      401,
    );
  });
});
