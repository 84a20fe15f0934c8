/**
 * How much an audit entry deserves a second look (review s45b, finding 10: a failed sign-in or a
 * 300-row SQL change looked like a routine edit). Computed from the action alone, so that the
 * table, the tablet's rows and the phone's cards tint it alike:
 * - `danger` (red): failed or refused sign-ins and data changed through the SQL Explorer;
 * - `warning` (amber): deletions, and what takes away an account's protection or its sessions;
 * - `normal`: everything else.
 */
export type AuditSeverity = 'danger' | 'warning' | 'normal';

const DANGER = new Set([
  'sign-in.failure',
  'sign-in.throttled',
  'account.password-change-refused',
  'sql.write',
]);

const WARNING = new Set([
  'administrator.sessions-end',
  'mfa.totp-remove',
  'mfa.passkey-remove',
  'mfa.reset',
  'mfa.recovery-code-used',
]);

export function auditSeverity(action: string): AuditSeverity {
  if (DANGER.has(action)) return 'danger';
  if (WARNING.has(action) || /\.delete$/.test(action)) return 'warning';
  return 'normal';
}
