import type { Administrator } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { adminsQueryParams, parseAdminsQuery, queryAdmins } from './admins-query';

const admin = (id: number, username: string, created: string): Administrator => ({
  id,
  username,
  role: 'admin',
  created_at: `${created}T10:00:00.000Z`,
});
const ADMINS = [
  admin(2, 'boris', '2026-01-05'),
  admin(3, 'Anna.K', '2026-03-01'),
  admin(4, 'anton', '2025-12-31'),
];

describe('the administrators list query', () => {
  it('reads and writes the address', () => {
    expect(parseAdminsQuery(new URLSearchParams('q=an&sort=newest&page=2'))).toEqual({
      q: 'an',
      sort: 'newest',
      page: 2,
    });
    expect(parseAdminsQuery(new URLSearchParams('sort=x'))).toEqual({
      q: '',
      sort: 'username',
      page: 1,
    });
    expect(adminsQueryParams({ q: '', sort: 'username', page: 1 }).toString()).toBe('');
  });

  it('searches the name, case ignored, and sorts by name or by creation', () => {
    const names = (q: string, sort: 'username' | 'newest' | 'oldest') =>
      queryAdmins(ADMINS, q, sort).map((a) => a.username);
    expect(names('', 'username')).toEqual(['Anna.K', 'anton', 'boris']);
    expect(names('AN', 'username')).toEqual(['Anna.K', 'anton']);
    expect(names('', 'newest')).toEqual(['Anna.K', 'boris', 'anton']);
    expect(names('', 'oldest')).toEqual(['anton', 'boris', 'Anna.K']);
    expect(names('zzz', 'username')).toEqual([]);
  });
});
