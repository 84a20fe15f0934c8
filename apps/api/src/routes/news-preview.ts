import { moreRoutes, type NewsItem } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http-error';
import { publicItem } from '../news/news-answer';
import { checkNewsInput, toNewsRecord } from '../news/news-record';
import { checkPreviewToken, newPreviewToken, PREVIEW_LIFETIME_MS } from '../news/preview-link';
import { checkCover } from '../news/save-news';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { previewNews, showPreview } = moreRoutes;
/** Two descriptions of up to 100 000 characters, as escaped JSON (as a save). */
const NEWS_BODY_LIMIT = 1024 * 1024;

export const PREVIEW_NOT_FOUND = 'Ссылка предпросмотра недействительна';
export const PREVIEW_EXPIRED =
  'Срок действия ссылки предпросмотра истёк: откройте предпросмотр из редактора ещё раз';

/**
 * Preview links: the editor sends the item as it stands (saved or not) and gets a signed token
 * valid 15 minutes; the public site shows `GET /api/news-preview/:token` as the news page would,
 * never cached and never indexed. Drafts reach nobody else this way: the token is unguessable,
 * signed, and expires.
 */
export const newsPreviewRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const sign = (value: string) => app.secretKeys.signLink(value);

  app.post(
    previewNews.path,
    {
      onRequest: app.requireRole(...previewNews.roles),
      bodyLimit: NEWS_BODY_LIMIT,
      schema: { body: previewNews.body, response: previewNews.response, ...routeDocs(previewNews) },
    },
    async (request) => {
      // A preview is never public: a cover may still lack its descriptions there.
      checkNewsInput(request.body, 'draft');
      await checkCover(app.repos, request.body);
      const record = toNewsRecord(request.body, 0);
      const images = await app.repos.images.findMany(record.cover ? [record.cover.imageId] : []);
      const item: NewsItem = publicItem(record, images);
      const expiresAtMs = app.clock().getTime() + PREVIEW_LIFETIME_MS;
      const { id, token } = newPreviewToken(sign, expiresAtMs);
      await app.repos.newsPreviews.create({
        id,
        content: JSON.stringify(item),
        createdBy: request.admin!.id,
        expiresAtMs,
      });
      return { token, expiresAt: new Date(expiresAtMs).toISOString() };
    },
  );

  app.get(
    showPreview.path,
    {
      schema: {
        params: showPreview.params,
        response: showPreview.response,
        ...routeDocs(showPreview),
      },
    },
    async (request, reply) => {
      // Never kept by a cache, never indexed — whatever the answer.
      void reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow, noarchive');
      const nowMs = app.clock().getTime();
      const check = checkPreviewToken(sign, request.params.token, nowMs);
      if (!check.ok)
        throw check.reason === 'expired'
          ? new HttpError(410, PREVIEW_EXPIRED)
          : new HttpError(404, PREVIEW_NOT_FOUND);
      const found = await app.repos.newsPreviews.find(check.id, nowMs);
      if (!found) throw new HttpError(404, PREVIEW_NOT_FOUND);
      return {
        item: JSON.parse(found.content) as NewsItem,
        expiresAt: new Date(check.expiresAtMs).toISOString(),
      };
    },
  );
};
