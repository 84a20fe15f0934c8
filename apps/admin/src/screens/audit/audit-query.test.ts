import { describe, expect, it } from 'vitest';
import { auditDetailPairs, auditFilterParams, auditQueryOf, parseAuditFilters } from './audit-query';

describe('audit filters', () => {
  it('reads and writes the address without empty filters or the first page', () => {
    const filters = parseAuditFilters(new URLSearchParams('actor=admin&action=news&from=2026-01-01&page=2'));
    expect(filters).toEqual({ actor: 'admin', action: 'news', from: '2026-01-01', to: '', page: 2 });
    expect(auditFilterParams(filters).toString()).toBe('actor=admin&action=news&from=2026-01-01&page=2');
    expect(auditFilterParams({ ...filters, actor: ' ', page: 1 }).toString()).toBe('action=news&from=2026-01-01');
    expect(parseAuditFilters(new URLSearchParams('page=-3')).page).toBe(1);
  });

  it('asks the API for one page, and the CSV for every entry of the filters', () => {
    const filters = { actor: 'admin', action: '', from: '', to: '2026-02-01', page: 3 };
    expect(auditQueryOf(filters)).toEqual({ actor: 'admin', to: '2026-02-01', page: '3', pageSize: '25' });
    expect(auditQueryOf(filters, false)).toEqual({ actor: 'admin', to: '2026-02-01' });
  });

  it('shows the details as name and value pairs', () => {
    expect(auditDetailPairs({ slug: 'a', version: 2, flags: { a: true } })).toEqual([
      ['slug', 'a'],
      ['version', '2'],
      ['flags', '{"a":true}'],
    ]);
  });
});
