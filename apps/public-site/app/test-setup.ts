import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Two shared cores: give findBy/waitFor room when turbo runs builds and tests side by side (as the
// console's tests do); rendering the whole site frame in jsdom can take seconds on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// Testing Library's waitFor advances fake timers through a `jest` global when it sees them;
// vitest's fake timers need this bridge.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
