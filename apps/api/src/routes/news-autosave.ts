import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http-error';
import { newsInputProblems, toNewsRecord } from '../news/news-record';
import { NEWS_NOT_FOUND } from '../news/save-news';
import { asNewsInput, compareNews } from '../news/version-compare';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { saveNewsAutosave, newsAutosave, dropNewsAutosave } = moreRoutes;
/** Two descriptions of up to 100 000 characters, as escaped JSON (as a save). */
const NEWS_BODY_LIMIT = 1024 * 1024;

/**
 * The news editor's server-side autosave (issue 26 §4, ADR api-0018): one row per item and
 * administrator, the form as typed. It never changes the item, its versions, or anything public;
 * a save of the item by that administrator drops it (routes/news.ts, news-workflow.ts).
 */
export const newsAutosaveRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const editors = app.requireRole(...saveNewsAutosave.roles);
  const autosaves = app.repos.newsAutosaves;

  app.put(
    saveNewsAutosave.path,
    {
      onRequest: editors,
      bodyLimit: NEWS_BODY_LIMIT,
      schema: {
        params: saveNewsAutosave.params,
        body: saveNewsAutosave.body,
        response: saveNewsAutosave.response,
        ...routeDocs(saveNewsAutosave),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const item = await app.repos.news.find(id);
      if (!item) throw new HttpError(404, NEWS_NOT_FOUND);
      // A half-typed form is kept as it is (no title yet, dates in any order): only what the
      // sanitizer needs to stay bounded is refused. The save checks the rest.
      const [problem] = newsInputProblems(request.body, 'draft').filter((p) =>
        p.field.startsWith('descriptions.'),
      );
      if (problem) throw new HttpError(400, problem.error, 'error', problem.field);
      const record = toNewsRecord(request.body, id, 1, { status: item.status, cover: item.cover });
      const admin = request.admin!;
      const savedAt = app.clock().toISOString();
      await autosaves.put({
        newsId: id,
        adminId: admin.id,
        adminUsername: admin.username,
        basedOnVersion: (await app.repos.newsVersions.latest(id)) ?? 1,
        savedAt,
        // The slug as typed (empty stays empty: the save makes one then).
        content: { ...record, slug: (request.body.slug ?? '').trim() },
      });
      return { savedAt };
    },
  );

  app.get(
    newsAutosave.path,
    {
      onRequest: editors,
      schema: {
        params: newsAutosave.params,
        response: newsAutosave.response,
        ...routeDocs(newsAutosave),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const id = Number(request.params.id);
      const item = await app.repos.news.find(id);
      if (!item) throw new HttpError(404, NEWS_NOT_FOUND);
      // None is an answer, not an error: a 404 would show as a failed resource in the browser.
      const found = await autosaves.find(id, request.admin!.id);
      if (!found) return null;
      return {
        savedAt: found.savedAt,
        basedOn: found.basedOnVersion,
        content: asNewsInput(found.content),
        adminUsername: found.adminUsername,
        // What the autosave would change (the history's «unpublished changes», issue 26 §4).
        ...compareNews(item, found.content),
      };
    },
  );

  app.delete(
    dropNewsAutosave.path,
    {
      onRequest: editors,
      schema: {
        params: dropNewsAutosave.params,
        response: dropNewsAutosave.response,
        ...routeDocs(dropNewsAutosave),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await autosaves.drop(id, request.admin!.id);
      return { id };
    },
  );
};
