import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http-error';
import type { SqlOutcome } from '../sql-explorer/protocol';
import { BLANK_SQL_MESSAGE } from '../sql-explorer/statement-guard';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.executeSql;

function rowCount(outcome: SqlOutcome): number | null {
  if (outcome.kind === 'rows') return outcome.rows.length;
  if (outcome.kind === 'affected') return outcome.affectedRows;
  return null;
}

/**
 * POST /api/sql-explorer/execute (superadmin): one statement, run in the SQL child process with
 * a time limit. 200 with rows or affectedRows; 400 with SQLite's message, a refusal or the
 * timeout. Every execution is written to the audit log.
 */
export const sqlExplorerRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxProvider>();
  app.post(
    route.path,
    {
      onRequest: app.requireRole(...route.roles),
      bodyLimit: 512 * 1024,
      schema: { body: route.body, response: route.response, ...routeDocs(route) },
    },
    async (request, reply) => {
      const { sql } = request.body;
      if (sql.trim() === '') throw new HttpError(400, BLANK_SQL_MESSAGE);
      const admin = request.admin!;
      const outcome = await app.sqlRunner.execute(sql, (result, durationMs) => {
        app.repos.sqlAudit.append({
          adminId: admin.id,
          adminUsername: admin.username,
          ip: request.ip,
          statement: sql,
          outcome: result.kind,
          rowCount: rowCount(result),
          error: 'error' in result ? result.error : null,
          durationMs,
        });
      });
      request.log.info(
        { event: 'sql-explorer', by: admin.id, outcome: outcome.kind },
        'SQL Explorer statement',
      );

      if (outcome.kind === 'rows') return { rows: outcome.rows, truncated: outcome.truncated };
      if (outcome.kind === 'affected') return { affectedRows: outcome.affectedRows };
      return reply.code(400).send({ error: outcome.error });
    },
  );
};
