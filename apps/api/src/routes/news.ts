import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import vary from 'vary';
import { HttpError } from '../http-error';
import type { NewsChange } from '../db/port';
import { consoleNewsMap, publicNewsMap } from '../news/news-answer';
import { checkNewsInput } from '../news/news-record';
import { createNewsItem, NEWS_NOT_FOUND, updateNewsItem } from '../news/save-news';
import {
  consoleItemReader,
  ifMatchVersions,
  tagVersion,
  writeIfCurrent,
} from '../news/news-versions-http';
import {
  createPublicNewsList,
  NEWS_ENCODINGS,
  type NewsEncoding,
  type PublicNewsAnswer,
} from '../news/public-news-list';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { listNews, createNews, updateNews, deleteNews } = apiRoutes;
const NOT_FOUND = NEWS_NOT_FOUND;
/** Who saves, for the version a write stores. */
export const changeBy = (request: FastifyRequest): Omit<NewsChange, 'action'> => ({
  adminId: request.admin?.id ?? null,
  adminUsername: request.admin?.username ?? '',
});

/** Two descriptions of up to 100 000 characters, as escaped JSON. */
const NEWS_BODY_LIMIT = 1024 * 1024;

const CODINGS = [...NEWS_ENCODINGS, 'identity'];
/** negotiator 1.x takes a tie-break order, which @types/negotiator 0.6 does not declare. */
type EncodingWithPreference = (
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/** The coding of the answer: the client's choice; among codings it likes equally, the smallest. */
function negotiateEncoding(request: FastifyRequest): string | undefined {
  const negotiator = new Negotiator(request);
  return (negotiator.encoding as EncodingWithPreference).call(negotiator, CODINGS, {
    preferred: CODINGS,
  });
}

const isNewsEncoding = (name: string | undefined): name is NewsEncoding =>
  (NEWS_ENCODINGS as readonly (string | undefined)[]).includes(name);

/**
 * News. The list is public: without a valid token it holds only the published items visible now
 * (so drafts and scheduled news do not leak), with one every item, its status and last save.
 * Changes need the role admin or superadmin; each stores a version and an audit entry.
 */
export const newsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const news = app.repos.news;
  const editors = app.requireRole(...createNews.roles);
  const readConsoleItem = consoleItemReader(app);
  const publicList = createPublicNewsList({
    changeToken: () => app.storage.newsChangeToken(),
    onRebuild: () => app.metrics.newsListRebuilds.inc(),
    readAll: async () => publicNewsMap(await news.all(), app.repos.images),
    now: app.clock,
  });

  app.get(
    listNews.path,
    { schema: { response: listNews.response, ...routeDocs(listNews) } },
    async (request, reply) => {
      // Added to what CORS put there (Origin), not in its place.
      const varies = reply.getHeader('vary');
      void reply.header(
        'vary',
        vary.append(typeof varies === 'string' ? varies : '', ['Authorization', 'Accept-Encoding']),
      );
      const admin = request.headers.authorization ? await app.identify(request) : null;
      // An account that must enrol a second factor first sees what the public sees.
      if (admin && !(await app.mustEnrolFirst(admin))) {
        void reply.header('cache-control', 'private, no-store');
        return await consoleNewsMap(await news.all(), app.repos.images);
      }
      // The public answer is built once per news state (see createPublicNewsList) and
      // revalidated with its ETag: the public site's render cache asks for it on every page.
      const answer: PublicNewsAnswer = await publicList();
      // Sent as ready bytes, past the typed reply (its body is the schema's map, already serialized).
      const untyped = reply as FastifyReply;
      void untyped.header('etag', answer.etag).header('cache-control', 'no-cache');
      // Only If-None-Match decides (RFC 9110 §13.1.2): fetch() adds `Cache-Control: no-cache` to
      // every conditional request, which `fresh` would read as "send it all" — that directive is
      // for caches between us and the client, not for the origin's validator check.
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && fresh({ 'if-none-match': ifNoneMatch }, { etag: answer.etag })) {
        app.metrics.newsList.inc({ result: '304' });
        return untyped.code(304).send();
      }
      app.metrics.newsList.inc({ result: '200' });
      void untyped.type('application/json; charset=utf-8');
      const encoding = negotiateEncoding(request);
      const encoded = isNewsEncoding(encoding) ? answer.encoded(encoding) : null;
      if (!encoded) return untyped.send(answer.body);
      return untyped.header('content-encoding', encoding).send(encoded);
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
      checkNewsInput(request.body, request.body.status ?? 'published');
      const id = await createNewsItem(app.repos, request.body, changeBy(request));
      request.log.info({ event: 'news-created', id, by: request.admin?.id }, 'news created');
      const saved = await news.find(id);
      await app.audit(request, {
        action: 'news.create',
        targetType: 'news',
        targetId: String(id),
        details: { slug: saved?.slug, status: saved?.status },
      });
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
    async (request, reply) => {
      const id = Number(request.params.id);
      const before = await news.find(id);
      if (!before) throw new HttpError(404, NOT_FOUND);
      checkNewsInput(request.body, request.body.status ?? before.status);
      // With If-Match, only over the version the editor opened (412 with the current one else).
      const change = { ...changeBy(request), expectedVersions: ifMatchVersions(request) };
      const result = await writeIfCurrent(readConsoleItem, id, () =>
        updateNewsItem(app.repos, id, request.body, change),
      );
      if (!result) throw new HttpError(404, NOT_FOUND);
      tagVersion(reply, result.version);
      // Saved: the caller's autosave is behind them now (issue 26 §4).
      if (request.admin) await app.repos.newsAutosaves.drop(id, request.admin.id);
      request.log.info({ event: 'news-updated', id, by: request.admin?.id }, 'news updated');
      const saved = await news.find(id);
      await app.audit(request, {
        action: `news.${result.action}`,
        targetType: 'news',
        targetId: String(id),
        details: { slug: saved?.slug, status: saved?.status },
      });
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
      const before = await news.find(id);
      if (!(await news.delete(id, { ...changeBy(request), action: 'delete' })))
        throw new HttpError(404, NOT_FOUND);
      await app.repos.newsAutosaves.dropAll(id);
      request.log.info({ event: 'news-deleted', id, by: request.admin?.id }, 'news deleted');
      await app.audit(request, {
        action: 'news.delete',
        targetType: 'news',
        targetId: String(id),
        details: { slug: before?.slug },
      });
      return { id };
    },
  );
};
