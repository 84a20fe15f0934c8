import { describe, expect, it } from 'vitest';
import { Priority } from '../schemas/roles';
import { validate } from '../schemas/validate';
import { DEFAULT_PRIORITY, NEWS_PRIORITIES } from './priorities';

describe('news priorities', () => {
  it('lists A then B, each accepted by the Priority schema', () => {
    expect(NEWS_PRIORITIES).toEqual(['A', 'B']);
    for (const priority of NEWS_PRIORITIES) expect(validate(Priority, priority).ok).toBe(true);
  });

  it('defaults to B', () => {
    expect(DEFAULT_PRIORITY).toBe('B');
  });
});
