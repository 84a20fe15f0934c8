import { describe, expect, it } from 'vitest';
import { auditSeverity } from './audit-severity';

describe('auditSeverity', () => {
  it('is red for failed sign-ins and SQL writes', () => {
    expect(auditSeverity('sign-in.failure')).toBe('danger');
    expect(auditSeverity('sign-in.throttled')).toBe('danger');
    expect(auditSeverity('sql.write')).toBe('danger');
  });

  it('is amber for deletions and for what takes away protection or sessions', () => {
    expect(auditSeverity('news.delete')).toBe('warning');
    expect(auditSeverity('administrator.delete')).toBe('warning');
    expect(auditSeverity('image.delete')).toBe('warning');
    expect(auditSeverity('mfa.reset')).toBe('warning');
    expect(auditSeverity('administrator.sessions-end')).toBe('warning');
  });

  it('leaves routine work and unknown codes plain', () => {
    expect(auditSeverity('news.create')).toBe('normal');
    expect(auditSeverity('news.restore-deleted')).toBe('normal');
    expect(auditSeverity('sign-in.success')).toBe('normal');
    expect(auditSeverity('something.new')).toBe('normal');
  });
});
