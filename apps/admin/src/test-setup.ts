import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: Lexical measures the caret to scroll it into view after each update.
if (typeof Range !== 'undefined') {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
}

// Two shared cores: give findBy/waitFor room when turbo runs builds and tests side by side.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
