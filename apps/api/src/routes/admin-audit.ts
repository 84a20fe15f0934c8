import { moreRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { auditCsv } from '../audit/audit-csv';
import { auditEntry, auditFilter, auditPage, auditTargets } from '../audit/audit-query';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const { listAudit, exportAudit } = moreRoutes;
/** The most rows one export holds (the newest, within the filter). */
export const MAX_EXPORT_ROWS = 50_000;
const EXPORT_BATCH = 1000;

/**
 * The administrators' audit for the superadmin: a page of it with filters, or the same filters as
 * a CSV file. Nothing here (or anywhere in the API) changes an entry: the table is append-only,
 * and its triggers refuse updates and deletes, the SQL Explorer's included.
 */
export const adminAuditRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  const superadminOnly = app.requireRole(...listAudit.roles);

  app.get(
    listAudit.path,
    {
      onRequest: superadminOnly,
      schema: {
        querystring: listAudit.query,
        response: listAudit.response,
        ...routeDocs(listAudit),
      },
    },
    async (request) => {
      const filter = auditFilter(request.query);
      const { page, pageSize } = auditPage(request.query);
      const [records, total] = await Promise.all([
        app.repos.adminAudit.list(filter, pageSize, (page - 1) * pageSize),
        app.repos.adminAudit.count(filter),
      ]);
      const objects = await app.repos.adminAudit.objects(auditTargets(records));
      return {
        entries: records.map((record) => auditEntry(record, objects)),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    exportAudit.path,
    {
      onRequest: superadminOnly,
      schema: {
        querystring: exportAudit.query,
        response: exportAudit.response,
        ...routeDocs(exportAudit),
      },
    },
    async (request, reply) => {
      const filter = auditFilter(request.query);
      const entries = [];
      for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += EXPORT_BATCH) {
        const batch = await app.repos.adminAudit.list(
          filter,
          Math.min(EXPORT_BATCH, MAX_EXPORT_ROWS - offset),
          offset,
        );
        const objects = await app.repos.adminAudit.objects(auditTargets(batch));
        entries.push(...batch.map((record) => auditEntry(record, objects)));
        if (batch.length < EXPORT_BATCH) break;
      }
      const day = app.clock().toISOString().slice(0, 10);
      // A file, past the typed reply (the contract declares no JSON success body for it).
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="admin-audit-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(auditCsv(entries));
    },
  );
};
