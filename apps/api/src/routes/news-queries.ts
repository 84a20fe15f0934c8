import { newsQueryRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { HttpError } from '../http-error';
import { NEWS_NOT_FOUND } from '../news/save-news';
import { consoleItemReader, newsEtag } from '../news/news-versions-http';
import {
  createNewsQueries,
  PUBLIC_LIST_DEFAULT_LIMIT,
  type QueryAnswer,
} from '../news/news-queries';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const {
  publicNewsList,
  latestNews,
  newsBySlug,
  newsFeed,
  newsSitemap,
  newsVersion,
  searchConsoleNews,
  consoleNewsItem,
} = newsQueryRoutes;

/** A query parameter the schema already checked as digits, as a number. */
const numberOr = (value: string | undefined, fallback: number): number =>
  value === undefined ? fallback : Number(value);

/**
 * Sends a kept answer as its ready bytes with its ETag; 304 to a matching If-None-Match (only
 * that header decides: fetch() adds `Cache-Control: no-cache` to conditional requests).
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: QueryAnswer) {
  void reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && fresh({ 'if-none-match': ifNoneMatch }, { etag: answer.etag }))
    return reply.code(304).send();
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

/**
 * The query-shaped news calls (issue 24; docs/decisions/api-0011-news-queries.md): what one page
 * shows, from indexed SQL, each answer kept per news version. The public calls need no token
 * and see what the public sees today; the console's list and item need an editor's.
 */
export const newsQueryRoutesPlugin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const editors = app.requireRole(...searchConsoleNews.roles);
  const queries = createNewsQueries({
    queries: app.repos.newsQueries,
    images: app.repos.images,
    changeToken: () => app.storage.newsChangeToken(),
    now: app.clock,
    onBuild: (call) => app.metrics.newsQueryBuilds.inc({ call }),
  });
  const readConsoleItem = consoleItemReader(app);
  // Sent as ready bytes, past the typed reply (the body is the schema's shape, serialized once).
  const raw = (reply: unknown) => reply as FastifyReply;

  app.get(
    newsVersion.path,
    { schema: { response: newsVersion.response, ...routeDocs(newsVersion) } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { version: await queries.version() };
    },
  );

  app.get(
    publicNewsList.path,
    {
      schema: {
        querystring: publicNewsList.query,
        response: publicNewsList.response,
        ...routeDocs(publicNewsList),
      },
    },
    async (request, reply) => {
      const { page, limit, sort, lang } = request.query;
      const answer = await queries.publicList({
        page: numberOr(page, 1),
        limit: numberOr(limit, PUBLIC_LIST_DEFAULT_LIMIT),
        sort: sort ?? 'newest',
        lang,
      });
      return sendAnswer(request, raw(reply), answer);
    },
  );

  app.get(
    latestNews.path,
    {
      schema: {
        querystring: latestNews.query,
        response: latestNews.response,
        ...routeDocs(latestNews),
      },
    },
    async (request, reply) => {
      const { limit, lang } = request.query;
      const answer = await queries.latest(limit === undefined ? undefined : Number(limit), lang);
      return sendAnswer(request, raw(reply), answer);
    },
  );

  app.get(
    newsBySlug.path,
    {
      schema: {
        params: newsBySlug.params,
        querystring: newsBySlug.query,
        response: newsBySlug.response,
        ...routeDocs(newsBySlug),
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        raw(reply),
        await queries.bySlug(request.params.slug, request.query.lang),
      ),
  );

  app.get(
    newsFeed.path,
    {
      schema: {
        querystring: newsFeed.query,
        response: newsFeed.response,
        ...routeDocs(newsFeed),
      },
    },
    async (request, reply) =>
      sendAnswer(request, raw(reply), await queries.feed(request.query.lang)),
  );

  app.get(
    newsSitemap.path,
    {
      schema: {
        querystring: newsSitemap.query,
        response: newsSitemap.response,
        ...routeDocs(newsSitemap),
      },
    },
    async (request, reply) => {
      const { after, limit } = request.query;
      const answer = await queries.sitemap(
        numberOr(after, 0),
        limit === undefined ? undefined : Number(limit),
      );
      return sendAnswer(request, raw(reply), answer);
    },
  );

  app.get(
    searchConsoleNews.path,
    {
      onRequest: editors,
      schema: {
        querystring: searchConsoleNews.query,
        response: searchConsoleNews.response,
        ...routeDocs(searchConsoleNews),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const { q, state, priority, sort, page, limit } = request.query;
      return queries.consoleSearch({
        q,
        state,
        priority,
        sort,
        page: numberOr(page, 1),
        limit: limit === undefined ? undefined : Number(limit),
      });
    },
  );

  app.get(
    consoleNewsItem.path,
    {
      onRequest: editors,
      schema: {
        params: consoleNewsItem.params,
        response: consoleNewsItem.response,
        ...routeDocs(consoleNewsItem),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const item = await readConsoleItem(Number(request.params.id));
      if (!item) throw new HttpError(404, NEWS_NOT_FOUND);
      // The version an editor opened: sent back as If-Match, a save over a newer one is a 412.
      void reply.header('etag', newsEtag(item.version));
      return item;
    },
  );
};
