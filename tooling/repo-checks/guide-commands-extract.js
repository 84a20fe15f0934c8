import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root.js';

/** The documents whose commands must stay true (STYLE habit 14). */
export const GUIDES = ['README.md', 'docs/operators.md', 'docs/editors.md', 'docs/developers.md'];

/**
 * An inline code span that is a command: a program an operator or developer types, with at least
 * one argument, perhaps after variable assignments (`BENCH_SKIP=load pnpm bench`). A program's
 * bare name (`pg_dump`) is a mention, not a command.
 */
const INLINE_COMMAND =
  /^(?:[A-Z][A-Z0-9_]*=\S+ )*(?:pnpm|npm|npx|node|sudo|systemctl|journalctl|curl|sha256sum|cd|git|openssl|tail|psql|pg_dump|pg_restore) \S/;

/**
 * The commands of a document: every line of its `sh` (or `bash`, `shell`) code blocks, without
 * its trailing comment (blank and comment lines left out), and every inline code span of its
 * text that is a command.
 */
export function commandsOf(text) {
  const commands = [];
  let inBlock = false;
  let shell = false;
  for (const line of text.split('\n')) {
    const fence = /^\s*```\s*([\w-]*)/.exec(line);
    if (fence) {
      if (inBlock) inBlock = false;
      else {
        inBlock = true;
        shell = ['sh', 'bash', 'shell'].includes(fence[1]);
      }
      continue;
    }
    if (!inBlock) {
      for (const span of line.matchAll(/`([^`]+)`/g))
        if (INLINE_COMMAND.test(span[1].trim())) commands.push(span[1].trim());
      continue;
    }
    if (!shell) continue;
    const command = line.replace(/\s+#\s.*$/, '').trim();
    if (command && !command.startsWith('#')) commands.push(command);
  }
  return commands;
}

/** Every command of the guides, with the guides that give it. */
export function guideCommands() {
  const found = new Map();
  for (const guide of GUIDES)
    for (const command of commandsOf(readFileSync(join(REPO_ROOT, guide), 'utf8')))
      found.set(command, [...new Set([...(found.get(command) ?? []), guide])]);
  return found;
}
