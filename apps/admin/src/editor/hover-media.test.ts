import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

interface Rule {
  selectors: string[];
  /** The at-rule preludes around the rule, outermost first. */
  within: string[];
}

/** The style rules of a stylesheet, each with the @media (and other) blocks it sits in. */
function rules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Rule[] = [];
  const stack: string[] = [];
  let prelude = '';
  for (const char of text) {
    if (char === '{') {
      const head = prelude.trim();
      if (!head.startsWith('@')) {
        found.push({
          selectors: head.split(',').map((part) => part.trim()),
          within: stack.filter((block) => block.startsWith('@')),
        });
      }
      stack.push(head);
      prelude = '';
    } else if (char === '}') {
      stack.pop();
      prelude = '';
    } else if (char === ';') {
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return found;
}

/**
 * Review s46, finding 17: on a phone the bulleted-list tool kept the tint of a tap (a sticky
 * :hover) and looked pressed in a plain paragraph. A hover look follows a real pointer only,
 * inside @media (hover: hover); a :hover outside it may only restate a state's own look
 * (e.g. «selected» and «selected under the pointer» in one rule).
 */
describe('hover looks follow a real pointer only', () => {
  // The kit's buttons too: a tapped «Сравнить с текущей» kept its tint on a phone.
  for (const file of [
    'editor/editor.css',
    'styles/media.css',
    '../../../packages/ui/src/components/button/button.module.css',
  ]) {
    it(`${file}: every :hover rule is inside @media (hover: hover)`, () => {
      const all = rules(readFileSync(join(SRC, file), 'utf8'));
      expect(
        all.some((rule) => rule.selectors.some((selector) => selector.includes(':hover'))),
      ).toBe(true);
      const offenders = all
        .filter((rule) => !rule.within.some((block) => /^@media\s*\(hover:\s*hover\)/.test(block)))
        .flatMap((rule) =>
          rule.selectors.filter(
            (selector) =>
              selector.includes(':hover') &&
              !rule.selectors.includes(selector.replace(/:hover/g, '')),
          ),
        );
      expect(offenders).toEqual([]);
    });
  }

  it('the toolbar looks pressed only from aria-pressed', () => {
    const tools = rules(readFileSync(join(SRC, 'editor/editor.css'), 'utf8')).filter((rule) =>
      rule.selectors.some((selector) => /^\.rte-tool[:[]/.test(selector)),
    );
    const outsideHover = tools
      .filter((rule) => !rule.within.some((block) => /^@media\s*\(hover:\s*hover\)/.test(block)))
      .flatMap((rule) => rule.selectors);
    // No :active / :focus / :hover look of its own outside the pointer's media; aria-pressed marks «on».
    expect(
      outsideHover.filter((selector) => /:(hover|active|focus)(?!-visible)/.test(selector)),
    ).toEqual([]);
    expect(outsideHover).toContain(".rte-tool[aria-pressed='true']");
  });
});
