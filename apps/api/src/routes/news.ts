import { apiRoutes, visibleNews } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http-error';
import { checkNewsInput, toNewsRecord } from '../news/news-record';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { listNews, createNews, updateNews, deleteNews } = apiRoutes;
const NOT_FOUND = 'Новость не найдена';
/** Two descriptions of up to 100 000 characters, as escaped JSON. */
const NEWS_BODY_LIMIT = 1024 * 1024;

function conflictOnDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, 'Новость с таким slug уже существует');
  throw error;
}

/**
 * News. The list is public: without a valid token it holds only the items visible now (so
 * scheduled news does not leak), with one every item. Changes need the role admin or superadmin.
 */
export const newsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const news = app.repos.news;
  const editors = app.requireRole(...createNews.roles);

  app.get(
    listNews.path,
    { schema: { response: listNews.response, ...routeDocs(listNews) } },
    async (request) => {
      const all = news.all();
      return (await app.identify(request)) ? all : visibleNews(all, app.clock());
    },
  );

  app.post(
    createNews.path,
    {
      onRequest: editors,
      bodyLimit: NEWS_BODY_LIMIT,
      schema: { body: createNews.body, response: createNews.response, ...routeDocs(createNews) },
    },
    async (request, reply) => {
      checkNewsInput(request.body);
      let id: number;
      try {
        id = news.create((newId) => toNewsRecord(request.body, newId));
      } catch (error) {
        conflictOnDuplicate(error);
      }
      request.log.info({ event: 'news-created', id, by: request.admin?.id }, 'news created');
      return reply.code(201).send({ id });
    },
  );

  app.put(
    updateNews.path,
    {
      onRequest: editors,
      bodyLimit: NEWS_BODY_LIMIT,
      schema: {
        params: updateNews.params,
        body: updateNews.body,
        response: updateNews.response,
        ...routeDocs(updateNews),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!news.exists(id)) throw new HttpError(404, NOT_FOUND);
      checkNewsInput(request.body);
      try {
        if (!news.update(id, toNewsRecord(request.body, id))) throw new HttpError(404, NOT_FOUND);
      } catch (error) {
        conflictOnDuplicate(error);
      }
      request.log.info({ event: 'news-updated', id, by: request.admin?.id }, 'news updated');
      return { id };
    },
  );

  app.delete(
    deleteNews.path,
    {
      onRequest: editors,
      schema: {
        params: deleteNews.params,
        response: deleteNews.response,
        ...routeDocs(deleteNews),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!news.delete(id)) throw new HttpError(404, NOT_FOUND);
      request.log.info({ event: 'news-deleted', id, by: request.admin?.id }, 'news deleted');
      return { id };
    },
  );
};
