import { Type, type Static } from '@sinclair/typebox';

export const SQL_MAX_LENGTH = 100_000;
/** The most rows a dry run shows of what a statement would change. */
export const SQL_PREVIEW_ROWS = 20;

const Statement = Type.String({ maxLength: SQL_MAX_LENGTH, description: 'One SQL statement.' });

export const SqlExecuteRequest = Type.Object(
  {
    sql: Statement,
    readOnly: Type.Optional(
      Type.Boolean({
        description:
          'true: run the statement only if the database engine finds that it changes nothing ' +
          '(SQLite: the prepared statement is read-only; PostgreSQL: it runs in a READ ONLY ' +
          'transaction). A statement that would change data is answered 409 `changesData` ' +
          'and changes nothing: run it through the dry run first, then without this flag.',
      }),
    ),
  },
  { additionalProperties: false, description: 'Body of an SQL Explorer run.' },
);
export type SqlExecuteRequest = Static<typeof SqlExecuteRequest>;

export const SqlRowsResult = Type.Object(
  {
    rows: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    truncated: Type.Boolean({
      description: 'True when the server cut the result to its row limit.',
    }),
    totalRows: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'A cut result: how many rows the statement gave in all (the rest was counted, not sent).',
      }),
    ),
    moreRowsThan: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'A cut result whose rest could not be counted in time: it had more rows than this.',
      }),
    ),
  },
  { description: 'The rows a query returned.' },
);
export type SqlRowsResult = Static<typeof SqlRowsResult>;

export const SqlAffectedRowsResult = Type.Object(
  { affectedRows: Type.Integer({ minimum: 0 }) },
  { description: 'The number of rows a statement changed.' },
);
export type SqlAffectedRowsResult = Static<typeof SqlAffectedRowsResult>;

export const SqlErrorResult = Type.Object(
  { error: Type.String() },
  { description: 'Why the statement failed (shown in the SQL Explorer as is).' },
);
export type SqlErrorResult = Static<typeof SqlErrorResult>;

export const SqlExecuteResponse = Type.Union(
  [SqlRowsResult, SqlAffectedRowsResult, SqlErrorResult],
  {
    description: 'The outcome of an SQL Explorer run: rows, a count of changed rows, or an error.',
  },
);
export type SqlExecuteResponse = Static<typeof SqlExecuteResponse>;

export const SqlChangesDataResult = Type.Object(
  {
    error: Type.String(),
    changesData: Type.Literal(true),
  },
  {
    description:
      'A `readOnly` run of a statement that would change data: nothing was changed. Show what it ' +
      'would change (the dry run) and run it again without `readOnly` once confirmed.',
  },
);
export type SqlChangesDataResult = Static<typeof SqlChangesDataResult>;

export const SqlDryRunRequest = Type.Object(
  { sql: Statement },
  { additionalProperties: false, description: 'Body of an SQL Explorer dry run.' },
);
export type SqlDryRunRequest = Static<typeof SqlDryRunRequest>;

export const SqlDryRunResult = Type.Object(
  {
    readOnly: Type.Boolean({
      description: 'The engine found that the statement changes nothing (then it may just run).',
    }),
    affectedRows: Type.Integer({
      minimum: 0,
      description: 'How many rows the statement would insert, update or delete.',
    }),
    changesStructure: Type.Boolean({
      description: 'It would create, alter or drop something (a table, an index, a view…).',
    }),
    preview: Type.Union([Type.Array(Type.Record(Type.String(), Type.Unknown())), Type.Null()], {
      description:
        `The first rows (at most ${SQL_PREVIEW_ROWS}) it would change — inserted and updated ` +
        'rows as they would be, deleted ones as they are — where the engine can tell; else null.',
    }),
    previewTruncated: Type.Boolean({
      description: 'More rows would change than the preview shows.',
    }),
  },
  {
    description:
      'What a statement would change. It ran inside a transaction that was rolled back, through ' +
      'the same checks and limits as an execution; nothing changed (sequences included).',
  },
);
export type SqlDryRunResult = Static<typeof SqlDryRunResult>;

export const SqlDryRunResponse = Type.Union([SqlDryRunResult, SqlErrorResult], {
  description: 'What the statement would change, or why it cannot run.',
});
export type SqlDryRunResponse = Static<typeof SqlDryRunResponse>;
