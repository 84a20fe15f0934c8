import { describe, expect, it } from 'vitest';
import { BLANK_SQL_MESSAGE, lexSql, refusalReason } from './statement-guard';

describe('refusalReason', () => {
  it.each([
    'SELECT * FROM news',
    'SELECT \'attach\' AS word, "vacuum" FROM news',
    'SELECT 1 -- ATTACH DATABASE x\n',
    'SELECT /* VACUUM */ 1',
    "UPDATE news SET priority = 'A' WHERE id = 1",
    'PRAGMA journal_mode',
    'PRAGMA main.user_version;',
    'PRAGMA table_info(news)',
    "PRAGMA table_info('news')",
    'PRAGMA integrity_check',
    "SELECT * FROM pragma_table_info('news')",
    'CREATE TABLE notes (id INTEGER PRIMARY KEY, attached_at TEXT)',
    "SELECT 'load_extension' AS word, '\"load_extension\"(1)' AS text",
    'SELECT "slug" AS "attach", [title_ru] AS [pragma], `vacuum` FROM news',
    'SELECT "load_extension_note" FROM news',
    'SELECT \'begin\' AS word, "commit" FROM news',
    "UPDATE news SET title_ru = 'end' WHERE id = 1",
  ])('lets through %j', (sql) => {
    expect(refusalReason(sql)).toBeUndefined();
  });

  it.each([
    ["ATTACH DATABASE '/etc/passwd' AS p", /ATTACH/],
    ["/* hidden */ attach '/tmp/x.db' as x", /ATTACH/],
    ['DETACH x', /DETACH/],
    ['VACUUM', /VACUUM/],
    ["VACUUM INTO '/tmp/copy.db'", /VACUUM/],
    ['-- comment\n  vacuum', /VACUUM/],
    ['PRAGMA journal_mode = DELETE', /PRAGMA/],
    ['PRAGMA foreign_keys=OFF', /PRAGMA/],
    ['pragma writable_schema = 1', /PRAGMA/],
    ['PRAGMA journal_mode(DELETE)', /PRAGMA/],
    ['PRAGMA /* x */ main . synchronous = 0', /PRAGMA/],
    ["SELECT load_extension('/tmp/evil.so')", /расширен/],
    ["SELECT LOAD_EXTENSION ('x')", /расширен/],
    // Quoted identifiers name functions too: their contents are checked, string literals are not.
    ['select "load_extension"(\'/tmp/x\')', /расширен/],
    ['select "LOAD_EXTENSION" (\'/tmp/x\')', /расширен/],
    ["select [load_extension]('/tmp/x')", /расширен/],
    ["select `load_extension`('/tmp/x')", /расширен/],
    ["select /* x */ `Load_Extension` /* y */ ('/tmp/x', 'entry')", /расширен/],
    ['PRAGMA "foreign_keys" = OFF', /PRAGMA/],
    ['PRAGMA [main].[journal_mode] = DELETE', /PRAGMA/],
    ['PRAGMA `writable_schema` = 1', /PRAGMA/],
    ['PRAGMA main."synchronous" = 0', /PRAGMA/],
    // Each statement is its own transaction.
    ['BEGIN', /Транзакции/],
    ['begin immediate transaction', /Транзакции/],
    ['/* x */ COMMIT', /Транзакции/],
    ['end', /Транзакции/],
    ['ROLLBACK TO sp', /Транзакции/],
    ['SAVEPOINT sp', /Транзакции/],
    ['release sp', /Транзакции/],
  ])('refuses %j', (sql, reason) => {
    expect(refusalReason(sql)).toMatch(reason);
  });

  it.each(['', '   ', ';', '-- only a comment', '/* only */ ; '])('treats %j as blank', (sql) => {
    expect(refusalReason(sql)).toBe(BLANK_SQL_MESSAGE);
  });
});

describe('lexSql', () => {
  it('strips comments, keeps quoted text out of the code and handles doubled quotes', () => {
    const { code, withoutComments } = lexSql(
      "SELECT 'it''s -- not a comment' /* c */ FROM [my table] -- tail",
    );
    expect(code).toBe("SELECT ''   FROM []  ");
    expect(withoutComments).toBe("SELECT 'it''s -- not a comment'   FROM [my table]  ");
  });

  it('collects the contents of quoted identifiers (not of string literals)', () => {
    expect(lexSql('SELECT "a""b", `c``d`, [e f], \'g\' FROM x -- "h"').quotedIdentifiers).toEqual([
      'a"b',
      'c`d',
      'e f',
    ]);
  });
});
