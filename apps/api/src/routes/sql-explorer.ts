import { apiRoutes, moreRoutes } from '@fuelcard/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SqlAuditCompletion } from '../db/port';
import { HttpError } from '../http-error';
import type { RunMode, SqlOutcome } from '../sql-explorer/protocol';
import type { StatementAudit } from '../sql-explorer/sql-runner';
import { BLANK_SQL_MESSAGE, CONTROL_CHARACTERS_MESSAGE } from '../sql-explorer/statement-guard';
import { hasControlCharacters } from '../text/control-characters';
import type { TypeBoxProvider } from '../type-provider';
import { routeDocs } from './route-docs';

const route = apiRoutes.executeSql;
const dryRunRoute = moreRoutes.dryRunSql;
/** How much of a statement its activity log entry keeps (the SQL audit keeps it whole). */
export const LOGGED_STATEMENT_LENGTH = 2000;

/**
 * The audit row of an outcome. A dry run's row has the outcome `dry-run` whatever happened: its
 * row count is what the statement would change, its error why it could not run.
 */
function completion(outcome: SqlOutcome, durationMs: number, mode: RunMode): SqlAuditCompletion {
  const error = 'error' in outcome ? outcome.error : null;
  const rowCount =
    outcome.kind === 'rows'
      ? outcome.rows.length
      : outcome.kind === 'affected' || outcome.kind === 'dry-run'
        ? outcome.affectedRows
        : null;
  if (mode === 'dry-run') return { outcome: 'dry-run', rowCount, error, durationMs };
  return {
    outcome:
      outcome.kind === 'unaudited' || outcome.kind === 'changes-data'
        ? 'refused'
        : outcome.kind === 'dry-run'
          ? 'affected'
          : outcome.kind,
    rowCount,
    error,
    durationMs,
  };
}

/** Refuses a blank statement or one with control characters (400) before anything runs. */
function checkStatement(sql: string): void {
  if (sql.trim() === '') throw new HttpError(400, BLANK_SQL_MESSAGE);
  if (hasControlCharacters(sql)) throw new HttpError(400, CONTROL_CHARACTERS_MESSAGE);
}

/** Runs a statement in a mode through the runner, audited (fail closed). */
async function runAudited(
  app: FastifyInstance,
  request: FastifyRequest,
  sql: string,
  mode: RunMode,
): Promise<SqlOutcome> {
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
      app.repos.sqlAudit.complete(id, completion(outcome, durationMs, mode)),
    record: (outcome, durationMs) =>
      app.repos.sqlAudit.append({ ...entry, ...completion(outcome, durationMs, mode) }),
  };
  const outcome = await app.sqlRunner.execute(sql, audit, mode);
  app.metrics.sqlExplorer.inc({ outcome: mode === 'dry-run' ? 'dry-run' : outcome.kind });
  request.log.info(
    { event: 'sql-explorer', by: admin.id, mode, outcome: outcome.kind },
    'SQL Explorer statement',
  );
  return outcome;
}

/**
 * The SQL Explorer (superadmin).
 *
 * POST /api/sql-explorer/execute: one statement, run in the SQL child process (SQLite) or on the
 * explorer's own role (PostgreSQL) with a time limit. 200 with rows or affectedRows; 400 with the
 * engine's message, a refusal or the timeout; 503 when its audit entry could not be written (then
 * it did not run). With `readOnly`, a statement the engine finds would change data is answered 409
 * `changesData` and changes nothing. Every executed statement that changed rows or structure is
 * also an entry of the activity log (`sql.write`: the statement, the rows, who).
 *
 * POST /api/sql-explorer/dry-run: what a statement would change, from a run inside a transaction
 * that is always rolled back (docs/decisions/api-0014-sql-explorer-dry-run.md).
 *
 * Every statement that reaches the runner is audited: the entry (who, when, IP, statement) is
 * written durably before it runs and completed with its outcome after.
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
      const { sql, readOnly } = request.body;
      checkStatement(sql);
      const outcome = await runAudited(app, request, sql, readOnly ? 'read-only' : 'execute');
      if ((outcome.kind === 'rows' || outcome.kind === 'affected') && outcome.changed) {
        const logged = sql.length > LOGGED_STATEMENT_LENGTH;
        await app.audit(request, {
          action: 'sql.write',
          details: {
            statement: logged ? `${sql.slice(0, LOGGED_STATEMENT_LENGTH)}…` : sql,
            ...(logged ? { statementLength: sql.length } : {}),
            affectedRows: outcome.changed.rows,
            ...(outcome.changed.structure ? { structureChanged: true } : {}),
          },
        });
      }
      if (outcome.kind === 'rows') {
        return {
          rows: outcome.rows,
          truncated: outcome.truncated,
          ...(outcome.totalRows !== undefined ? { totalRows: outcome.totalRows } : {}),
          ...(outcome.moreRowsThan !== undefined ? { moreRowsThan: outcome.moreRowsThan } : {}),
        };
      }
      if (outcome.kind === 'affected') return { affectedRows: outcome.affectedRows };
      if (outcome.kind === 'changes-data')
        return reply.code(409).send({ error: outcome.error, changesData: true as const });
      if (outcome.kind === 'dry-run') throw new Error('a dry run answered an execution');
      return reply.code(outcome.kind === 'unaudited' ? 503 : 400).send({ error: outcome.error });
    },
  );

  app.post(
    dryRunRoute.path,
    {
      onRequest: app.requireRole(...dryRunRoute.roles),
      bodyLimit: 512 * 1024,
      schema: { body: dryRunRoute.body, response: dryRunRoute.response, ...routeDocs(dryRunRoute) },
    },
    async (request, reply) => {
      const { sql } = request.body;
      checkStatement(sql);
      const outcome = await runAudited(app, request, sql, 'dry-run');
      if (outcome.kind === 'dry-run') {
        return {
          readOnly: outcome.readOnly,
          affectedRows: outcome.affectedRows,
          changesStructure: outcome.changesStructure,
          preview: outcome.preview,
          previewTruncated: outcome.previewTruncated,
        };
      }
      if (outcome.kind === 'rows' || outcome.kind === 'affected' || outcome.kind === 'changes-data')
        throw new Error(`a dry run answered ${outcome.kind}`);
      return reply.code(outcome.kind === 'unaudited' ? 503 : 400).send({ error: outcome.error });
    },
  );
};
