/**
 * PostgreSQL's lexical rules, as far as the SQL Explorer's statement guard needs them: comments
 * (nested ones too) stripped, string literals (plain, E'…', dollar-quoted) blanked, the contents
 * of double-quoted identifiers collected.
 */

export interface LexedPostgresSql {
  /** Comments removed and the insides of every string literal blanked. */
  code: string;
  /** The contents of every double-quoted identifier (doubled quotes undone). */
  quotedIdentifiers: string[];
  /** Where the statement's last token ends (trailing comments, spaces and `;` excluded). */
  end: number;
}

/** Strips comments and blanks string literals, PostgreSQL's way. */
export function lexPostgresSql(sql: string): LexedPostgresSql {
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
      code += ' ';
    } else if (ch === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 1;
      let j = i + 2;
      while (j < sql.length && depth > 0) {
        if (sql[j] === '/' && sql[j + 1] === '*') {
          depth += 1;
          j += 2;
        } else if (sql[j] === '*' && sql[j + 1] === '/') {
          depth -= 1;
          j += 2;
        } else j += 1;
      }
      i = j;
      code += ' ';
    } else if (
      ch === '$' &&
      /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i)) &&
      !/[A-Za-z0-9_]/.test(sql[i - 1] ?? ' ')
    ) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? sql.length : end + tag.length;
      last = i;
      code += "''";
    } else if (ch === "'") {
      // E'…' strings take backslash escapes; others only doubled quotes.
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(sql[i - 2] ?? ' ');
      let j = i + 1;
      while (j < sql.length) {
        if (escapes && sql[j] === '\\') j += 2;
        else if (sql[j] === "'" && sql[j + 1] === "'") j += 2;
        else if (sql[j] === "'") break;
        else j += 1;
      }
      i = j + 1;
      last = i;
      code += "''";
    } else if (ch === '"') {
      let j = i + 1;
      let inside = '';
      while (j < sql.length) {
        if (sql[j] === '"' && sql[j + 1] === '"') {
          inside += '"';
          j += 2;
        } else if (sql[j] === '"') break;
        else inside += sql[j++];
      }
      quotedIdentifiers.push(inside);
      i = j + 1;
      last = i;
      code += ` "${inside.replace(/[^A-Za-z0-9_]/g, '_')}" `;
    } else {
      code += ch;
      i += 1;
      if (!/[\s;]/.test(ch)) last = i;
    }
  }
  return { code, quotedIdentifiers, end: Math.min(last, sql.length) };
}
