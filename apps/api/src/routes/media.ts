import { MEDIA_PAGE_SIZE, moreRoutes, type MediaItem } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ImageUseRecord, LibraryImageRecord } from '../db/port';
import { HttpError } from '../http-error';
import { coverSources } from '../images/image-urls';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { listMedia, updateMedia, deleteMedia } = moreRoutes;
export const IMAGE_NOT_FOUND = 'Изображение не найдено';

/** The Russian refusal of a delete, naming each item that uses the image and how. */
export function inUseMessage(uses: readonly ImageUseRecord[]): string {
  const places = uses.map(
    (use) => `${use.as === 'cover' ? 'обложка новости' : 'текст новости'} «${use.title}»`,
  );
  return `Изображение используется: ${places.join(', ')}. Сначала уберите его оттуда.`;
}

export function mediaItem(image: LibraryImageRecord, uses: readonly ImageUseRecord[]): MediaItem {
  return {
    id: image.id,
    alt: image.alt,
    fileName: image.fileName,
    bytes: image.sourceBytes,
    uploadedAt: image.createdAt,
    ...coverSources(image),
    usedIn: uses.map((use) => ({ newsId: use.newsId, title: use.title, as: use.as })),
  };
}

/**
 * The media library (issue 26 §7): every uploaded image with its alternative texts, size and
 * where it is used; new alt texts; a delete refused while a news item uses the image. Both roles
 * (the editors' library); every change is audited.
 */
export const mediaRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();

  app.get(
    listMedia.path,
    {
      onRequest: app.requireRole(...listMedia.roles),
      schema: {
        querystring: listMedia.query,
        response: listMedia.response,
        ...routeDocs(listMedia),
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const search = request.query.q?.trim().toLowerCase() || undefined;
      const { images, total } = await app.repos.images.library({
        search,
        page,
        pageSize: MEDIA_PAGE_SIZE,
      });
      const uses = await app.repos.images.uses(images.map((image) => image.id));
      return {
        items: images.map((image) => mediaItem(image, uses.get(image.id) ?? [])),
        total,
        page,
        pageSize: MEDIA_PAGE_SIZE,
      };
    },
  );

  app.put(
    updateMedia.path,
    {
      onRequest: app.requireRole(...updateMedia.roles),
      schema: {
        params: updateMedia.params,
        body: updateMedia.body,
        response: updateMedia.response,
        ...routeDocs(updateMedia),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const before = await app.repos.images.libraryImage(id);
      if (!before) throw new HttpError(404, IMAGE_NOT_FOUND);
      const alt = { ru: request.body.alt.ru.trim(), en: request.body.alt.en.trim() };
      await app.repos.images.updateAlt(id, alt);
      await app.audit(request, {
        action: 'image.update',
        targetType: 'image',
        targetId: String(id),
        details: { before: before.alt, after: alt },
      });
      const uses = await app.repos.images.uses([id]);
      return mediaItem({ ...before, alt }, uses.get(id) ?? []);
    },
  );

  app.delete(
    deleteMedia.path,
    {
      onRequest: app.requireRole(...deleteMedia.roles),
      schema: {
        params: deleteMedia.params,
        response: deleteMedia.response,
        ...routeDocs(deleteMedia),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const image = await app.repos.images.libraryImage(id);
      if (!image) throw new HttpError(404, IMAGE_NOT_FOUND);
      const uses = (await app.repos.images.uses([id])).get(id) ?? [];
      if (uses.length > 0) throw new HttpError(409, inUseMessage(uses));
      await app.repos.images.remove(id);
      await app.audit(request, {
        action: 'image.delete',
        targetType: 'image',
        targetId: String(id),
        details: { fileName: image.fileName, width: image.width, height: image.height },
      });
      return { id };
    },
  );
};
