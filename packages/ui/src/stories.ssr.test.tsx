// @vitest-environment node
/**
 * Server rendering of every story without a DOM: a component that touches `window` or
 * `document` while rendering fails here (the public site renders them with React Router SSR).
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as previewAnnotations from '../.storybook/preview';

setProjectAnnotations(previewAnnotations);

type StoryModule = { default: Meta } & Record<string, StoryObj | Meta>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe('server rendering without a DOM', () => {
  it('runs with no window', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  describe.each(Object.entries(modules))('%s', (_path, module) => {
    it.each(Object.entries(composeStories(module)))('%s renders to a string', (_name, Story) => {
      // Modals render nothing on the server (their portal opens after hydration); the rest render markup.
      expect(() => renderToString(<Story />)).not.toThrow();
    });
  });
});
