// node --test: every command the guides give is run in CI, or listed with the reason it cannot
// be (STYLE habit 14: a command a document gives is run somewhere in CI).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { commandsOf, guideCommands, GUIDES } from './guide-commands-extract.js';
import { GUIDE_COMMANDS } from './guide-commands.js';
import { REPO_ROOT } from './repo-root.js';

const listed = new Map(GUIDE_COMMANDS.map((entry) => [entry.command, entry]));

test('every command of the guides is listed with what runs it or why nothing can', () => {
  const missing = [...guideCommands()]
    .filter(([command]) => !listed.has(command))
    .map(([command, guides]) => `${command}   (${guides.join(', ')})`);
  assert.deepEqual(missing, [], 'add these to tooling/repo-checks/guide-commands.js');
});

test('every listed command is still given by a guide', () => {
  const given = guideCommands();
  assert.deepEqual(
    GUIDE_COMMANDS.map((entry) => entry.command).filter((command) => !given.has(command)),
    [],
  );
  assert.equal(listed.size, GUIDE_COMMANDS.length, 'each command is listed once');
});

test('each runner still holds the command it is said to run; each other command says why', () => {
  const stale = [];
  for (const entry of GUIDE_COMMANDS) {
    if (entry.runBy) {
      assert.ok(entry.runBy.length > 0 && !entry.reason, entry.command);
      for (const { file, evidence } of entry.runBy) {
        const path = join(REPO_ROOT, file);
        // Whitespace is not compared: a formatter may break a call over lines.
        const flat = (text) => text.replace(/\s+/g, ' ');
        if (!existsSync(path) || !flat(readFileSync(path, 'utf8')).includes(flat(evidence)))
          stale.push(`${entry.command}: ${file} no longer holds ${evidence}`);
      }
    } else assert.ok(entry.reason && entry.reason.length > 20, `${entry.command}: a reason`);
  }
  assert.deepEqual(stale, []);
});

test('the guides with commands to run (a shell code block) say how they are kept true', () => {
  for (const guide of GUIDES) {
    const text = readFileSync(join(REPO_ROOT, guide), 'utf8');
    if (/^\s*```(sh|bash|shell)\s*$/m.test(text)) assert.match(text, /guide-commands\.js/, guide);
  }
});

test('commands are read from shell code blocks without their comments, and from the text', () => {
  const text = [
    '```sh',
    'pnpm backup   # a backup',
    '# a comment',
    '',
    '```',
    '```',
    'not a command, nor `pnpm restore` here',
    '```',
    'Run `LOAD_DURATION=0 pnpm bench:reliability`, then `node dist/backup.js`; `pg_dump` and',
    '`DATABASE_URL` are mentions, not commands.',
  ].join('\n');
  assert.deepEqual(commandsOf(text), [
    'pnpm backup',
    'LOAD_DURATION=0 pnpm bench:reliability',
    'node dist/backup.js',
  ]);
});
