import { apiRoutes } from '@fuelcard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SqlAuditCompletion } from '../db/port';
import { HttpError } from '../http-error';
import type { SqlOutcome } from '../sql-explorer/protocol';
import type { StatementAudit } from '../sql-explorer/sql-runner';
import { BLANK_SQL_MESSAGE, CONTROL_CHARACTERS_MESSAGE } from '../sql-explorer/statement-guard';
import { hasControlCharacters } from '../text/control-characters';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.executeSql;

function completion(outcome: SqlOutcome, durationMs: number): SqlAuditCompletion {
  return {
    outcome: outcome.kind === 'unaudited' ? 'refused' : outcome.kind,
    rowCount:
      outcome.kind === 'rows'
        ? outcome.rows.length
        : outcome.kind === 'affected'
          ? outcome.affectedRows
          : null,
    error: 'error' in outcome ? outcome.error : null,
    durationMs,
  };
}

/**
 * POST /api/sql-explorer/execute (superadmin): one statement, run in the SQL child process with
 * a time limit. 200 with rows or affectedRows; 400 with SQLite's message, a refusal or the
 * timeout; 503 when its audit entry could not be written (then it did not run). Every statement
 * that reaches the runner is audited: the entry (who, when, IP, statement) is written durably
 * before it runs and completed with its outcome after.
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
      if (hasControlCharacters(sql)) throw new HttpError(400, CONTROL_CHARACTERS_MESSAGE);
      const admin = request.admin!;
      const entry = {
        adminId: admin.id,
        adminUsername: admin.username,
        ip: request.ip,
        statement: sql,
      };
      const audit: StatementAudit = {
        begin: () => app.repos.sqlAudit.begin(entry),
        complete: (id, outcome, durationMs) =>
          app.repos.sqlAudit.complete(id, completion(outcome, durationMs)),
        record: (outcome, durationMs) =>
          app.repos.sqlAudit.append({ ...entry, ...completion(outcome, durationMs) }),
      };
      const outcome = await app.sqlRunner.execute(sql, audit);
      app.metrics.sqlExplorer.inc({ outcome: outcome.kind });
      request.log.info(
        { event: 'sql-explorer', by: admin.id, outcome: outcome.kind },
        'SQL Explorer statement',
      );

      if (outcome.kind === 'rows') return { rows: outcome.rows, truncated: outcome.truncated };
      if (outcome.kind === 'affected') return { affectedRows: outcome.affectedRows };
      return reply.code(outcome.kind === 'unaudited' ? 503 : 400).send({ error: outcome.error });
    },
  );
};
