import { describe, expect, it } from 'vitest';
import { expandPath } from './request';

describe('expandPath', () => {
  it.each([
    ['/api/admin/news', undefined, '/api/admin/news'],
    ['/api/admin/news', 3, '/api/admin/news'],
    ['/api/admin/news/:id', 3, '/api/admin/news/3'],
    ['/api/admin/admins/:id', '42', '/api/admin/admins/42'],
    ['/api/admin/admins/:id', 'a b?', '/api/admin/admins/a%20b%3F'],
  ])('%s with %j → %s', (path, id, expected) => {
    expect(expandPath(path, id)).toBe(expected);
  });

  it('refuses a path with :id and no id', () => {
    expect(() => expandPath('/api/admin/news/:id')).toThrow(TypeError);
  });
});
