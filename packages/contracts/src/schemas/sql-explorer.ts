import { Type, type Static } from '@sinclair/typebox';

export const SQL_MAX_LENGTH = 100_000;

export const SqlExecuteRequest = Type.Object(
  { sql: Type.String({ maxLength: SQL_MAX_LENGTH, description: 'One SQL statement.' }) },
  { additionalProperties: false, description: 'Body of an SQL Explorer run.' },
);
export type SqlExecuteRequest = Static<typeof SqlExecuteRequest>;

export const SqlRowsResult = Type.Object(
  {
    rows: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    truncated: Type.Boolean({
      description: 'True when the server cut the result to its row limit.',
    }),
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
