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
  shownOf: {
    one: 'Showing the first {{count}} row of {{total}}',
    few: 'Showing the first {{count}} rows of {{total}}',
    many: 'Showing the first {{count}} rows of {{total}}',
  },
  shownOfMore: {
    one: 'Showing the first {{count}} row of more than {{total}}',
    few: 'Showing the first {{count}} rows of more than {{total}}',
    many: 'Showing the first {{count}} rows of more than {{total}}',
  },
  truncatedWhy:
    'The SQL Explorer sends at most 1,000 rows and about 1 MB at a time. Narrow the query (WHERE, LIMIT) to see the rest.',
  shortcut: 'Ctrl + Enter (⌘ + Enter on a Mac) runs the query.',
  duration: '{{ms}} ms',
  rowCount: 'Rows: {{shown}}',
  copyTsv: 'Copy (TSV)',
  downloadCsv: 'Download CSV',
  copied: 'Rows copied: {{count}}',
  copyFailed: 'Could not copy: the browser refused access to the clipboard.',
  showWhole: 'Press to see the whole value.',
  valueTitle: '{{column}}, row {{row}}',
  valueCopied: 'Value copied',
  copyValue: 'Copy the value',
  confirm: {
    checking: 'Checking what the query would change…',
    title: 'Run a query that changes data?',
    intro:
      'Nothing has changed yet: the query ran in a transaction that was rolled back, and this is what it will do.',
    changes: 'Rows to be changed: {{count}}',
    structure:
      'The query will change the structure of the database (tables, indexes, views or triggers).',
    preview: 'Rows that will change',
    previewFirst: 'The first {{count}} of them',
    previewNote: 'Inserted and updated rows as they will be; deleted rows as they were.',
    noPreview: 'The database does not tell in advance which rows will change.',
    run: 'Execute',
    running: 'Executing…',
    cancel: 'Cancel',
    cancelled: 'The query was not run: nothing changed.',
  },
  history: {
    title: 'Query history',
    clear: 'Clear',
    empty: 'The last 20 queries from this browser appear here.',
    runAgain: 'Run again',
    runAgainNamed: 'Repeat query no. {{n}} from the history',
  },
} satisfies DeepStringRecord<typeof ru>;
