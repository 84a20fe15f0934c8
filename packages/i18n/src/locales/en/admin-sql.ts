import type { adminSql as ru } from '../ru/admin-sql';
import type { DeepStringRecord } from '../../types';

export const adminSql = {
  title: 'SQL Explorer',
  noPermission: 'You do not have permission to use the SQL Explorer.',
  queryLabel: 'SQL query',
  execute: 'Execute',
  executing: 'Executing…',
  emptyQuery: 'Enter an SQL query',
  unauthorized: 'User is not authorised',
  executionFailed: 'Query execution failed: ',
  affectedRows: 'Rows affected: {{count}}',
  result: 'Result',
  noRows: 'The query returned no rows',
  truncated: 'Result truncated: showing the first {{shown}} rows.',
} satisfies DeepStringRecord<typeof ru>;
