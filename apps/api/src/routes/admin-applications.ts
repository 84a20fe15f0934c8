import { Readable } from 'node:stream';
import { applicationRoutes, type ApplicationStatus } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  applicationFilter,
  applicationItem,
  applicationPaging,
  applicationTitle,
} from '../applications/application-answer';
import { applicationsCsvLines } from '../applications/applications-csv';
import { isForeignKeyViolation } from '../db/foreign-key-violation';
import type { ApplicationRecord } from '../db/port';
import { HttpError } from '../http-error';
import { CONTROL_CHARACTERS_EXCEPT_WHITESPACE } from '../text/control-characters';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const {
  listApplications,
  exportApplications,
  applicationItem: itemRoute,
  updateApplication,
} = applicationRoutes;
/** The most rows one export holds (the newest, within the filter). */
export const MAX_APPLICATION_EXPORT_ROWS = 50_000;
const EXPORT_BATCH = 1000;
const NOT_FOUND = 'Заявка не найдена';
const NO_SUCH_ASSIGNEE = 'Ответственный: такого администратора нет';

/**
 * The console's «Заявки» (both roles): a page of the applications, one application, its status,
 * who took it and the note (each change in the activity log), and the list as CSV.
 */
export const adminApplicationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  // Applications are personal data: no answer of these routes is kept by any cache.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });
  const editors = app.requireRole(...listApplications.roles);

  const find = async (id: string): Promise<ApplicationRecord> => {
    const record = await app.repos.applications.find(Number(id));
    if (!record) throw new HttpError(404, NOT_FOUND);
    return record;
  };

  app.get(
    listApplications.path,
    {
      onRequest: editors,
      schema: {
        querystring: listApplications.query,
        response: listApplications.response,
        ...routeDocs(listApplications),
      },
    },
    async (request) => {
      const filter = applicationFilter(request.query);
      const { page, limit } = applicationPaging(request.query);
      const [records, total, counts] = await Promise.all([
        app.repos.applications.list(filter, limit, (page - 1) * limit),
        app.repos.applications.count(filter),
        app.repos.applications.countByStatus(filter.search),
      ]);
      return {
        items: records.map(applicationItem),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / limit)),
        counts,
      };
    },
  );

  app.get(
    exportApplications.path,
    {
      onRequest: editors,
      schema: {
        querystring: exportApplications.query,
        response: exportApplications.response,
        ...routeDocs(exportApplications),
      },
    },
    async (request, reply) => {
      const filter = applicationFilter(request.query);
      const rows = Math.min(
        await app.repos.applications.count(filter),
        MAX_APPLICATION_EXPORT_ROWS,
      );
      // Personal data leaving the console: who took which list, and how many rows, is logged.
      await app.audit(request, {
        action: 'application.export',
        details: {
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.search ? { q: filter.search } : {}),
          rows,
        },
      });
      const day = app.clock().toISOString().slice(0, 10);
      // Streamed a batch at a time: the file is never held whole in memory.
      const list = app.repos.applications;
      async function* batches() {
        for (let offset = 0; offset < MAX_APPLICATION_EXPORT_ROWS; offset += EXPORT_BATCH) {
          const batch = await list.list(filter, EXPORT_BATCH, offset);
          yield batch.map(applicationItem);
          if (batch.length < EXPORT_BATCH) break;
        }
      }
      // A file, past the typed reply (the contract declares no JSON success body for it).
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(applicationsCsvLines(batches())));
    },
  );

  app.get(
    itemRoute.path,
    {
      onRequest: editors,
      schema: { params: itemRoute.params, response: itemRoute.response, ...routeDocs(itemRoute) },
    },
    async (request) => applicationItem(await find(request.params.id)),
  );

  app.put(
    updateApplication.path,
    {
      onRequest: editors,
      bodyLimit: 16 * 1024,
      schema: {
        params: updateApplication.params,
        body: updateApplication.body,
        response: updateApplication.response,
        ...routeDocs(updateApplication),
      },
    },
    async (request) => {
      const before = await find(request.params.id);
      const { status, assigneeId } = request.body;
      const note = request.body.note?.replace(CONTROL_CHARACTERS_EXCEPT_WHITESPACE, '');
      if (assigneeId !== undefined && assigneeId !== null) {
        const assignee = await app.repos.administrators.findById(assigneeId);
        if (!assignee) throw new HttpError(400, NO_SUCH_ASSIGNEE, 'error', 'assigneeId');
      }
      const changes = {
        ...(status !== undefined && status !== before.status ? { status } : {}),
        ...(assigneeId !== undefined && assigneeId !== before.assigneeId ? { assigneeId } : {}),
        ...(note !== undefined && note !== before.note ? { note } : {}),
      };
      if (Object.keys(changes).length === 0) return applicationItem(before);
      let updated: boolean;
      try {
        updated = await app.repos.applications.update(before.id, changes);
      } catch (error) {
        // The account was deleted between the check above and the update: the same 400.
        if (changes.assigneeId !== undefined && isForeignKeyViolation(error))
          throw new HttpError(400, NO_SUCH_ASSIGNEE, 'error', 'assigneeId');
        throw error;
      }
      if (!updated) throw new HttpError(404, NOT_FOUND);
      const after = await find(request.params.id);
      await auditChanges(request, before, after, changes);
      return applicationItem(after);
    },
  );

  /** One activity log entry per thing changed, named by the reference and the company. */
  async function auditChanges(
    request: FastifyRequest,
    before: ApplicationRecord,
    after: ApplicationRecord,
    changes: { status?: ApplicationStatus; assigneeId?: number | null; note?: string },
  ): Promise<void> {
    const target = { targetType: 'application', targetId: String(after.id) };
    const title = applicationTitle(after);
    if (changes.status !== undefined)
      await app.audit(request, {
        action: 'application.status',
        ...target,
        details: { title, from: before.status, to: after.status },
      });
    if (changes.assigneeId !== undefined)
      await app.audit(request, {
        action: 'application.assign',
        ...target,
        details: {
          title,
          from: before.assigneeUsername,
          to: after.assigneeId === null ? null : after.assigneeUsername,
        },
      });
    if (changes.note !== undefined)
      await app.audit(request, { action: 'application.note', ...target, details: { title } });
  }
};
