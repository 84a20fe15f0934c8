/**
 * Checks an SQL Explorer statement before it runs. Comments are stripped and quoted text
 * blanked first, so neither hides a keyword nor triggers a false refusal; the contents of quoted
 * identifiers are still checked against the functions refused by name.
 */

export const BLANK_SQL_MESSAGE = 'Введите SQL-запрос';
export const CONTROL_CHARACTERS_MESSAGE =
  'SQL-запрос содержит недопустимые управляющие символы (разрешены только табуляция и перевод строки)';
export const TRANSACTIONS_MESSAGE =
  'Транзакции не поддерживаются: каждый запрос выполняется и сохраняется отдельно';
export const ATTACHED_MESSAGE =
  'Команды ATTACH и DETACH запрещены: SQL Explorer работает только с базой сайта';
const TRANSACTION_CONTROL = new Set(['begin', 'commit', 'end', 'rollback', 'savepoint', 'release']);

/** PRAGMAs that take an argument in parentheses only to read something. */
const READ_ONLY_PRAGMAS = new Set([
  'table_info',
  'table_xinfo',
  'table_list',
  'index_info',
  'index_xinfo',
  'index_list',
  'foreign_key_list',
  'foreign_key_check',
  'integrity_check',
  'quick_check',
]);

export interface LexedSql {
  /** Comments replaced by a space; quoted strings and identifiers kept. */
  withoutComments: string;
  /** Comments removed and the insides of every quoted string or identifier blanked. */
  code: string;
  /**
   * The contents of every quoted identifier ("x", `x`, [x]; doubled quotes undone), which can
   * name a function as well as a bare word can: `"load_extension"('x')` calls it.
   */
  quotedIdentifiers: string[];
  /** Where the statement's last token ends (trailing comments, spaces and `;` excluded). */
  end: number;
}

/** Functions refused by name, bare or quoted. */
const REFUSED_FUNCTIONS = new Set(['load_extension']);

const CLOSERS: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']' };

export function lexSql(sql: string): LexedSql {
  let withoutComments = '';
  let code = '';
  const quotedIdentifiers: string[] = [];
  let i = 0;
  let last = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
      withoutComments += ' ';
      code += ' ';
    } else if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
      withoutComments += ' ';
      code += ' ';
    } else if (CLOSERS[ch] !== undefined) {
      const closer = CLOSERS[ch];
      let j = i + 1;
      for (;;) {
        const end = sql.indexOf(closer, j);
        if (end < 0) {
          j = sql.length;
          break;
        }
        // Doubling the quote escapes it ('it''s'), except in [brackets].
        if (ch !== '[' && sql[end + 1] === closer) {
          j = end + 2;
          continue;
        }
        j = end + 1;
        break;
      }
      withoutComments += sql.slice(i, j);
      code += `${ch}${closer}`;
      if (ch !== "'") {
        const inside = sql.slice(i + 1, sql[j - 1] === closer ? j - 1 : j);
        quotedIdentifiers.push(ch === '[' ? inside : inside.split(closer + closer).join(closer));
      }
      i = j;
      last = j;
    } else {
      withoutComments += ch;
      code += ch;
      i += 1;
      if (!/[\s;]/.test(ch)) last = i;
    }
  }
  return { withoutComments, code, quotedIdentifiers, end: last };
}

function words(code: string): string[] {
  return code.toLowerCase().match(/[a-z_][a-z0-9_$]*/g) ?? [];
}

/** The reason a statement is refused before it runs, or undefined when it may run. */
export function refusalReason(sql: string): string | undefined {
  const { code, quotedIdentifiers } = lexSql(sql);
  if (code.replace(/[\s;]/g, '') === '') return BLANK_SQL_MESSAGE;
  const tokens = words(code);
  // SQLite function names ignore ASCII case, quoted or not.
  const names = [...tokens, ...quotedIdentifiers.map((name) => name.toLowerCase())];
  // Each statement is its own transaction (run-statement.ts): no transaction control.
  if (TRANSACTION_CONTROL.has(tokens[0] ?? '')) return TRANSACTIONS_MESSAGE;
  if (tokens.includes('attach') || tokens.includes('detach')) return ATTACHED_MESSAGE;
  if (tokens.includes('vacuum')) return 'Команда VACUUM запрещена в SQL Explorer';
  if (names.some((name) => REFUSED_FUNCTIONS.has(name))) {
    return 'Загрузка расширений SQLite запрещена';
  }
  if (tokens.includes('pragma')) {
    const pragma = /\bpragma\s+(?:[a-z_][a-z0-9_]*\s*\.\s*)?([a-z_][a-z0-9_]*)\s*(.*)$/is.exec(
      code,
    );
    const name = pragma?.[1]?.toLowerCase() ?? '';
    const rest = (pragma?.[2] ?? '').replace(/[\s;]+$/, '');
    const readsOnly = rest === '' || (READ_ONLY_PRAGMAS.has(name) && rest.startsWith('('));
    if (!pragma || rest.includes('=') || !readsOnly) {
      return 'Изменение настроек PRAGMA запрещено: разрешено только чтение значений';
    }
  }
  return undefined;
}
