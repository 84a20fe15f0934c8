/**
 * Checks an SQL Explorer statement for PostgreSQL before it runs (the role's privileges are the
 * real fence — postgres-executor.ts — this gives clear Russian refusals, in any spelling, for
 * what the explorer must never do). Comments (nested ones too) are stripped and string literals
 * (plain, E'…', dollar-quoted) blanked first, so neither hides a keyword nor triggers a false
 * refusal; quoted identifiers are checked against the functions refused by name.
 */
import { lexPostgresSql } from './postgres-lexer';
import { ATTACHED_MESSAGE, BLANK_SQL_MESSAGE, TRANSACTIONS_MESSAGE } from './statement-guard';

export const COPY_MESSAGE =
  'Команда COPY запрещена: файлы и программы сервера недоступны в SQL Explorer';
export const SERVER_FILES_MESSAGE =
  'Функции файлов и процессов сервера (pg_read_file, pg_ls_dir, lo_import, lo_export и подобные) запрещены в SQL Explorer';
export const EXTENSIONS_MESSAGE = 'Управление расширениями PostgreSQL запрещено в SQL Explorer';
export const SYSTEM_MESSAGE =
  'Команды ALTER SYSTEM, LOAD и управление сервером запрещены в SQL Explorer';
export const SESSION_MESSAGE =
  'Смена роли и параметров сеанса (SET, RESET, SET ROLE, SET SESSION AUTHORIZATION) запрещена в SQL Explorer';
export const ONE_STATEMENT_MESSAGE = 'Разрешён только один SQL-оператор за раз';
export const DO_MESSAGE = 'Анонимные блоки DO запрещены в SQL Explorer';
export const LISTEN_MESSAGE = 'Команды LISTEN, NOTIFY и UNLISTEN запрещены в SQL Explorer';
export const ROLES_MESSAGE =
  'Управление ролями, правами, базами данных и табличными пространствами запрещено в SQL Explorer';
export const VACUUM_MESSAGE = 'Команда VACUUM запрещена в SQL Explorer';
export const SEQUENCE_FUNCTIONS_MESSAGE =
  'Функции nextval и setval запрещены в SQL Explorer: счётчики идентификаторов (последовательности) сдвигаются только вставкой строк';
export const LARGE_OBJECTS_MESSAGE =
  'Большие объекты PostgreSQL (lo_create, lo_from_bytea, lo_put, lowrite и подобные) запрещены в SQL Explorer: они заняли бы место на диске вне всех таблиц';

const TRANSACTION_CONTROL = new Set([
  'begin',
  'start',
  'commit',
  'end',
  'rollback',
  'abort',
  'savepoint',
  'release',
  'prepare',
]);

/** Functions that reach the server's files, processes or configuration, refused by name. */
const REFUSED_FUNCTIONS: ReadonlyMap<string, string> = new Map([
  ...[
    'pg_read_file',
    'pg_read_binary_file',
    'pg_ls_dir',
    'pg_stat_file',
    'pg_ls_logdir',
    'pg_ls_waldir',
    'pg_ls_tmpdir',
    'pg_ls_archive_statusdir',
    'pg_ls_logicalsnapdir',
    'pg_ls_logicalmapdir',
    'pg_ls_replslotdir',
    'pg_file_write',
    'pg_file_rename',
    'pg_file_unlink',
    'pg_logdir_ls',
    'lo_import',
    'lo_export',
    'pg_terminate_backend',
    'pg_cancel_backend',
    'pg_reload_conf',
    'pg_rotate_logfile',
    'pg_promote',
    'pg_current_logfile',
  ].map((name) => [name, SERVER_FILES_MESSAGE] as const),
  ['set_config', SESSION_MESSAGE],
  ['pg_notify', LISTEN_MESSAGE],
  ['nextval', SEQUENCE_FUNCTIONS_MESSAGE],
  ['setval', SEQUENCE_FUNCTIONS_MESSAGE],
  // The large-object interface: no privilege keeps a role from creating large objects.
  ...[
    'lo_creat',
    'lo_create',
    'lo_from_bytea',
    'lo_put',
    'lo_get',
    'lo_open',
    'lo_close',
    'lowrite',
    'loread',
    'lo_lseek',
    'lo_lseek64',
    'lo_tell',
    'lo_tell64',
    'lo_truncate',
    'lo_truncate64',
    'lo_unlink',
  ].map((name) => [name, LARGE_OBJECTS_MESSAGE] as const),
]);

function words(code: string): string[] {
  return code.toLowerCase().match(/[a-z_][a-z0-9_$]*/g) ?? [];
}

/** The reason a statement is refused before it runs on PostgreSQL, or undefined when it may run. */
export function postgresRefusalReason(sql: string): string | undefined {
  const { code, quotedIdentifiers } = lexPostgresSql(sql);
  if (code.replace(/[\s;]/g, '') === '') return BLANK_SQL_MESSAGE;
  // One statement a run: a `;` with more code after it would start a second one, which no
  // first-word check below would see.
  // A SQL-standard function body (BEGIN ATOMIC … END) holds statements of its own: what counts
  // is what follows its last END.
  const lower = code.toLowerCase();
  const tail = /\bbegin\s+atomic\b/.test(lower)
    ? lower.slice(Math.max(0, ...[...lower.matchAll(/\bend\b/g)].map((match) => match.index)))
    : lower;
  if (tail.replace(/[\s;]+$/, '').includes(';')) return ONE_STATEMENT_MESSAGE;
  const tokens = words(code);
  const [first = '', second = ''] = tokens;
  if (TRANSACTION_CONTROL.has(first)) return TRANSACTIONS_MESSAGE;
  if (first === 'copy') return COPY_MESSAGE;
  if (first === 'do') return DO_MESSAGE;
  if (['listen', 'notify', 'unlisten'].includes(first)) return LISTEN_MESSAGE;
  if (['set', 'reset', 'discard'].includes(first)) return SESSION_MESSAGE;
  if (first === 'vacuum') return VACUUM_MESSAGE;
  if ((first === 'attach' || first === 'detach') && second !== 'partition') return ATTACHED_MESSAGE;
  if (first === 'load' || (first === 'alter' && second === 'system') || first === 'checkpoint')
    return SYSTEM_MESSAGE;
  if (tokens.includes('extension') && ['create', 'alter', 'drop'].includes(first))
    return EXTENSIONS_MESSAGE;
  if (
    ['grant', 'revoke', 'reassign'].includes(first) ||
    (['create', 'alter', 'drop'].includes(first) &&
      [
        'role',
        'user',
        'group',
        'database',
        'tablespace',
        'subscription',
        'publication',
        'server',
        'language',
        'foreign',
      ].includes(second === 'or' ? (tokens[3] ?? '') : second)) ||
    (first === 'alter' && second === 'default') ||
    (first === 'drop' && second === 'owned') ||
    (first === 'import' && second === 'foreign') ||
    (first === 'security' && second === 'label')
  )
    return ROLES_MESSAGE;
  // ALTER / COMMENT ON / SECURITY LABEL ON LARGE OBJECT (GRANT is refused above).
  if (
    ['alter', 'comment', 'security'].includes(first) &&
    tokens.some((token, i) => token === 'large' && tokens[i + 1] === 'object')
  )
    return LARGE_OBJECTS_MESSAGE;
  // Function names ignore case unless quoted; quoted ones are checked as written, lower-cased.
  for (const name of [...tokens, ...quotedIdentifiers.map((name) => name.toLowerCase())]) {
    const refusal = REFUSED_FUNCTIONS.get(name);
    if (refusal) return refusal;
  }
  return undefined;
}
