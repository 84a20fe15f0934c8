import { ApiError } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { endedTextKey, sessionEndReason } from './session-end';

describe('sessionEndReason', () => {
  it('takes the reason of a 401 the API gave, and nothing else', () => {
    const refused = (status: number, body: unknown) => new ApiError(status, body, 'GET /api/admin/secure');
    expect(sessionEndReason(refused(401, { error: 'x', reason: 'session-ended' }))).toBe('session-ended');
    expect(sessionEndReason(refused(401, { error: 'x', reason: 'password-changed' }))).toBe(
      'password-changed',
    );
    expect(sessionEndReason(refused(401, { error: 'x', reason: 'something-new' }))).toBeUndefined();
    expect(sessionEndReason(refused(401, { error: 'x' }))).toBeUndefined();
    expect(sessionEndReason(refused(403, { error: 'x', reason: 'session-ended' }))).toBeUndefined();
    expect(sessionEndReason(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('names the login page sentence of each reason', () => {
    expect(endedTextKey('session-ended')).toBe('admin.login.ended.sessionEnded');
    expect(endedTextKey('session-idle')).toBe('admin.login.ended.sessionIdle');
    expect(endedTextKey('password-changed')).toBe('admin.login.ended.passwordChanged');
    expect(endedTextKey('session-expired')).toBe('admin.login.ended.sessionExpired');
  });
});
