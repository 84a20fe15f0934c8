/**
 * Every story is a test: each story module found by the glob is composed with the project's
 * preview annotations, rendered on the server and hydrated in jsdom (so a server/client markup
 * difference fails), its play function runs, and axe-core must report no violation of serious
 * or critical impact. Any console.error during a story (React warnings, hydration mismatches)
 * fails it too.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { clearAllMocks } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../.storybook/preview';

setProjectAnnotations(previewAnnotations);

type StoryModule = { default: Meta } & Record<string, StoryObj | Meta>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

axe.configure({
  // jsdom has no layout and the tests load no CSS, so axe cannot compute colours: the
  // color-contrast rule is off here. Contrast is guarded by tokens.test.ts (ratios of the token
  // pairs) and by the a11y panel in Storybook, which runs in a real browser.
  rules: [{ id: 'color-contrast', enabled: false }],
});

async function seriousViolations(root: Element) {
  const results = await axe.run(root, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`);
}

let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  // Spies made with storybook/test's fn() in a meta's args are shared by its stories.
  clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module));
  it.each(stories)('%s renders, hydrates, plays and passes axe', async (_name, Story) => {
    const serverHtml = renderToString(<Story />);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml;
    const recoverableErrors: string[] = [];
    const { baseElement } = render(<Story />, {
      container,
      hydrate: true,
      // React reports a hydration mismatch here (and then re-renders on the client).
      onRecoverableError: (error) => recoverableErrors.push(String(error)),
    });
    await act(async () => {});

    if (Story.play) {
      await act(() => Story.play!({ canvasElement: container }));
    }

    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The whole body, so that portalled content (modals) is checked as well.
    expect(await seriousViolations(baseElement)).toEqual([]);
  });
});
