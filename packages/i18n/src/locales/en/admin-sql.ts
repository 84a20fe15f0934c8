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
  /** Under a result's box: how many rows it holds (with the time taken: «40 строк · 30 мс»). */
  rowsTotal: {
    one: '{{count}} row',
    few: '{{count}} rows',
    many: '{{count}} rows',
  },
  copyTsv: 'Copy (TSV)',
  downloadCsv: 'Download CSV',
  copied: 'Rows copied: {{count}}',
  copyFailed: 'Could not copy: the browser refused access to the clipboard.',
  showWhole: 'Press to see the whole value.',
  /** A phone's record card of a result row (up to 599 px; review s48b, finding 7). */
  record: 'Row {{n}}',
  /** Under a phone's record cards: how many more the button adds (at most 20). */
  showMore: 'Show {{count}} more',
  /** A phone's record card shows its first fields; the toggle under them shows the rest in place
   * (review s49, finding 4). */
  moreFields: {
    one: '{{count}} more field',
    few: '{{count}} more fields',
    many: '{{count}} more fields',
  },
  fewerFields: {
    one: 'Hide {{count}} field',
    few: 'Hide {{count}} fields',
    many: 'Hide {{count}} fields',
  },
  valueTitle: '{{column}}, row {{row}}',
  valueCopied: 'Value copied',
  valueFormatted: 'Shown indented for reading; «Copy the value» copies it as it is.',
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
  mode: {
    label: 'Mode',
    read: 'Reading',
    write: 'Changing data',
    strip: 'Change mode: queries change data after confirmation',
    blockedTitle: 'The query changes data: it was not run in reading mode',
    blockedText:
      'Nothing has changed. To run it after a check and a confirmation, turn on change mode.',
    enable: 'Turn on change mode',
    backToRead: 'Data changed. Reading mode is back on.',
  },
  moreColumns: {
    one: '{{count}} more column',
    few: '{{count}} more columns',
    many: '{{count}} more columns',
  },
  /** Read out for a cell holding '' (drawn as a muted ''), apart from NULL (review s47, finding 15). */
  emptyString: 'empty string',
  toFirstColumn: 'to the first column',
  history: {
    title: 'Query history',
    clear: 'Clear',
    empty: 'The last 20 queries from this browser appear here.',
    runAgain: 'Run again',
    runAgainNamed: 'Repeat query no. {{n}} from the history',
    /** A statement that did not run, tagged in the list (review s47, finding 15). */
    outcome: {
      refused: 'not run',
      cancelled: 'cancelled',
      failed: 'failed',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
