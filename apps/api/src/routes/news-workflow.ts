import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NewsVersionConflict, type NewsVersionRecord, type StoredNews } from '../db/port';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http-error';
import { RESTORABLE_MS, restorableSince } from '../news/deleted-news';
import { checkCoverAlt } from '../news/news-record';
import { NEWS_NOT_FOUND, storeAgain } from '../news/save-news';
import {
  consoleItemReader,
  ifMatchVersions,
  tagVersion,
  writeIfCurrent,
} from '../news/news-versions-http';
import { asNewsInput, changedFields, compareNews } from '../news/version-compare';
import type { TypeBoxProvider } from '../type-provider';
import { changeBy } from './news';
import { routeDocs } from './route-docs';

const {
  setNewsStatus,
  listNewsVersions,
  compareNewsVersion,
  restoreNewsVersion,
  listDeletedNews,
  restoreDeletedNews,
  undoDeleteNews,
  seeNews,
  leaveNews,
} = moreRoutes;

/** Seen within this long, an administrator counts as having the item open (heartbeats: 15 s). */
export const PRESENCE_WINDOW_MS = 45_000;

/** How long whoever deleted an item can undo it from the toast. */
export const UNDO_DELETE_MS = 10 * 60_000;
const UNDO_NOT_FOUND =
  'Удаление уже нельзя отменить: суперадминистратор может восстановить новость из удалённых';

const VERSION_NOT_FOUND = 'Версия не найдена';
const DELETED_NOT_FOUND =
  'Удалённая новость не найдена: её нет среди удалённых за последние 30 дней';
const SLUG_TAKEN = 'Slug этой версии уже занят другой новостью: измените его у той новости';

/** A stored item without its bookkeeping. */
const stored = (item: StoredNews): StoredNews => ({
  slug: item.slug,
  priority: item.priority,
  dates: { ...item.dates },
  titles: { ...item.titles },
  descriptions: { ...item.descriptions },
  status: item.status,
  cover: item.cover,
  ...(item.seo ? { seo: item.seo } : {}),
});

const summary = (version: NewsVersionRecord) => ({
  version: version.version,
  action: version.action,
  adminUsername: version.adminUsername,
  savedAt: version.savedAt,
});

/**
 * The news workflow beyond the spec's calls: publishing, the version history (list, compare with
 * the current item, restore as a new version) and, for the superadmin, the items deleted within
 * 30 days. A restored version keeps the item's current status: restoring never publishes.
 */
export const newsWorkflowRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const news = app.repos.news;
  const editors = app.requireRole(...setNewsStatus.roles);
  const superadminOnly = app.requireRole(...listDeletedNews.roles);
  const readConsoleItem = consoleItemReader(app);

  async function current(id: number): Promise<StoredNews> {
    const item = await news.find(id);
    if (!item) throw new HttpError(404, NEWS_NOT_FOUND);
    return stored(item);
  }

  const audit = (request: FastifyRequest, action: string, id: number, details: object) =>
    app.audit(request, {
      action,
      targetType: 'news',
      targetId: String(id),
      details: details as Record<string, unknown>,
    });

  app.put(
    setNewsStatus.path,
    {
      onRequest: editors,
      bodyLimit: 1024,
      schema: {
        params: setNewsStatus.params,
        body: setNewsStatus.body,
        response: setNewsStatus.response,
        ...routeDocs(setNewsStatus),
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const item = await current(id);
      const { status } = request.body;
      const expectedVersions = ifMatchVersions(request);
      if (item.status === status) {
        // Nothing to store, but an If-Match that is not current is still refused.
        const latest = await app.repos.newsVersions.latest(id);
        await writeIfCurrent(readConsoleItem, id, async () => {
          if (expectedVersions && !expectedVersions.includes(latest ?? 0))
            throw new NewsVersionConflict(latest ?? 0);
        });
        tagVersion(reply, latest);
        return { id };
      }
      const action = status === 'published' ? 'publish' : 'unpublish';
      // A draft may keep a cover without its descriptions; the site may not show one.
      if (status === 'published' && item.cover) checkCoverAlt(item.cover);
      const version = await writeIfCurrent(readConsoleItem, id, () =>
        news.update(id, { ...item, status }, { ...changeBy(request), action, expectedVersions }),
      );
      if (!version) throw new HttpError(404, NEWS_NOT_FOUND);
      tagVersion(reply, version);
      await app.repos.newsAutosaves.drop(id, request.admin!.id);
      await audit(request, `news.${action}`, id, { slug: item.slug });
      return { id };
    },
  );

  app.get(
    listNewsVersions.path,
    {
      onRequest: editors,
      schema: {
        params: listNewsVersions.params,
        response: listNewsVersions.response,
        ...routeDocs(listNewsVersions),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await current(id);
      const versions = await app.repos.newsVersions.of(id);
      // Newest first: each version beside the one before it (the first, a creation, changed none).
      return versions.map((version, index) => {
        const before = versions[index + 1];
        return {
          ...summary(version),
          changed: before ? changedFields(before.content, version.content) : [],
        };
      });
    },
  );

  app.get(
    compareNewsVersion.path,
    {
      onRequest: editors,
      schema: {
        params: compareNewsVersion.params,
        response: compareNewsVersion.response,
        ...routeDocs(compareNewsVersion),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const item = await current(id);
      const version = await app.repos.newsVersions.get(id, Number(request.params.version));
      if (!version) throw new HttpError(404, VERSION_NOT_FOUND);
      return {
        version: summary(version),
        content: asNewsInput(version.content),
        ...compareNews(version.content, item),
      };
    },
  );

  app.post(
    restoreNewsVersion.path,
    {
      onRequest: editors,
      bodyLimit: 1024,
      schema: {
        params: restoreNewsVersion.params,
        body: restoreNewsVersion.body,
        response: restoreNewsVersion.response,
        ...routeDocs(restoreNewsVersion),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const item = await current(id);
      const version = await app.repos.newsVersions.get(id, Number(request.params.version));
      if (!version) throw new HttpError(404, VERSION_NOT_FOUND);
      const content = { ...version.content, status: item.status };
      try {
        if (!(await storeAgain(news, id, content, { ...changeBy(request), action: 'restore' })))
          throw new HttpError(404, NEWS_NOT_FOUND);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409)
          throw new HttpError(409, SLUG_TAKEN, 'error', 'slug');
        throw error;
      }
      await audit(request, 'news.restore', id, { version: version.version, slug: content.slug });
      return { id };
    },
  );

  /** Deletions still restorable, newest first (older ones are pruned here and by housekeeping). */
  async function restorable() {
    const since = restorableSince(app.clock());
    await app.repos.newsVersions.pruneDeletedBefore(since);
    return app.repos.newsVersions.deletedSince(since);
  }

  app.get(
    listDeletedNews.path,
    {
      onRequest: superadminOnly,
      schema: { response: listDeletedNews.response, ...routeDocs(listDeletedNews) },
    },
    async () =>
      (await restorable()).map((version) => ({
        id: version.newsId,
        deletedAt: version.savedAt,
        deletedBy: version.adminUsername,
        restorableUntil: new Date(Date.parse(version.savedAt) + RESTORABLE_MS).toISOString(),
        titles: { ...version.content.titles },
        slug: version.content.slug,
      })),
  );

  app.post(
    restoreDeletedNews.path,
    {
      onRequest: superadminOnly,
      bodyLimit: 1024,
      schema: {
        params: restoreDeletedNews.params,
        body: restoreDeletedNews.body,
        response: restoreDeletedNews.response,
        ...routeDocs(restoreDeletedNews),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const deletion = (await restorable()).find((version) => version.newsId === id);
      if (!deletion || (await news.exists(id))) throw new HttpError(404, DELETED_NOT_FOUND);
      // Back under its own id, its history continued — as a draft: an item that has been away
      // is looked at again before it is public (issue 26 §8).
      try {
        await news.create(
          () => ({ ...deletion.content, status: 'draft' }),
          { ...changeBy(request), action: 'restore' },
          id,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN, 'error', 'slug');
        throw error;
      }
      await audit(request, 'news.restore-deleted', id, {
        slug: deletion.content.slug,
        status: 'draft',
      });
      return { id };
    },
  );

  app.put(
    seeNews.path,
    {
      onRequest: editors,
      bodyLimit: 1024,
      schema: {
        params: seeNews.params,
        body: seeNews.body,
        response: seeNews.response,
        ...routeDocs(seeNews),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!(await news.exists(id))) throw new HttpError(404, NEWS_NOT_FOUND);
      const admin = request.admin!;
      const now = app.clock().getTime();
      const presence = app.repos.newsPresence;
      await presence.see(id, { id: admin.id, username: admin.username }, now);
      await presence.pruneBefore(now - 2 * PRESENCE_WINDOW_MS);
      const seen = await presence.seenSince(id, now - PRESENCE_WINDOW_MS);
      return {
        editors: seen
          .filter((other) => other.adminId !== admin.id)
          .map((other) => ({
            username: other.adminUsername,
            seenAt: new Date(other.seenAtMs).toISOString(),
          })),
      };
    },
  );

  app.delete(
    leaveNews.path,
    {
      onRequest: editors,
      schema: {
        params: leaveNews.params,
        response: leaveNews.response,
        ...routeDocs(leaveNews),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await app.repos.newsPresence.leave(id, request.admin!.id);
      return { id };
    },
  );

  app.post(
    undoDeleteNews.path,
    {
      onRequest: editors,
      bodyLimit: 1024,
      schema: {
        params: undoDeleteNews.params,
        body: undoDeleteNews.body,
        response: undoDeleteNews.response,
        ...routeDocs(undoDeleteNews),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const since = new Date(app.clock().getTime() - UNDO_DELETE_MS).toISOString();
      const deletion = (await app.repos.newsVersions.deletedSince(since)).find(
        (version) => version.newsId === id,
      );
      // Only one's own delete, only for a while: anything else is the superadmin's restore.
      if (!deletion || deletion.adminId !== request.admin?.id || (await news.exists(id)))
        throw new HttpError(404, UNDO_NOT_FOUND);
      try {
        await news.create(() => deletion.content, { ...changeBy(request), action: 'restore' }, id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN, 'error', 'slug');
        throw error;
      }
      await audit(request, 'news.undo-delete', id, {
        slug: deletion.content.slug,
        status: deletion.content.status,
      });
      return { id };
    },
  );
};
