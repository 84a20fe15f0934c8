import { describe, expect, it } from 'vitest';
import { LoginThrottle, MAX_PAIR_FAILURES } from '../src/auth/login-throttle';
import type { LoginAttemptsRepository, LoginOutcome } from '../src/db/port';

/**
 * Attempts kept in memory, whose writes become visible at once but are acknowledged only when the
 * test says so — as a database under load commits a row before its client hears back.
 */
function slowAcknowledgingAttempts({ visibleOnAcknowledgement = false } = {}) {
  const rows: Array<{ username: string; ip: string; outcome: LoginOutcome; atMs: number }> = [];
  const acknowledgements: Array<() => void> = [];
  const repository: LoginAttemptsRepository = {
    record: (username, ip, outcome, atMs) => {
      const row = { username, ip, outcome, atMs };
      if (!visibleOnAcknowledgement) rows.push(row);
      return new Promise<void>((resolve) =>
        acknowledgements.push(() => {
          if (visibleOnAcknowledgement) rows.push(row);
          resolve();
        }),
      );
    },
    recordThrottledOnce: async () => true,
    recentFailures: async (key, sinceMs, limit) => {
      const matching = rows.filter(
        (row) =>
          row.atMs > sinceMs &&
          (!('username' in key) || row.username === key.username) &&
          (!('ip' in key) || row.ip === key.ip),
      );
      const lastSuccess = Math.max(
        -1,
        ...matching.filter((row) => row.outcome === 'success').map((row) => row.atMs),
      );
      return matching
        .filter((row) => row.outcome === 'failure' && row.atMs > lastSuccess)
        .map((row) => row.atMs)
        .sort((a, b) => b - a)
        .slice(0, limit);
    },
    pruneBefore: async () => 0,
  };
  return { repository, acknowledge: () => acknowledgements.splice(0).forEach((ack) => ack()) };
}

describe('LoginThrottle counting', () => {
  it('counts a failure once while its row is stored but not yet acknowledged (issue 23)', async () => {
    let nowMs = Date.parse('2026-03-02T09:00:00.000Z');
    const { repository, acknowledge } = slowAcknowledgingAttempts();
    const throttle = new LoginThrottle(repository, () => new Date(nowMs));
    // Four wrong passwords, each stored (visible) but not acknowledged before the next one.
    for (let i = 0; i < MAX_PAIR_FAILURES - 1; i += 1) {
      const permit = await throttle.begin('owner', '10.0.0.1');
      expect('retryAfterMs' in permit, `attempt ${i + 1}`).toBe(false);
      if (!('retryAfterMs' in permit)) permit.finish('failure');
      nowMs += 1000;
    }
    // The fifth try is still allowed: four failures, not eight.
    const fifth = await throttle.begin('owner', '10.0.0.1');
    expect(fifth).not.toHaveProperty('retryAfterMs');
    if (!('retryAfterMs' in fifth)) fifth.finish('failure');
    acknowledge();
    await throttle.flushPendingWrites();
    // And the sixth is refused, as the pair limit says.
    expect(await throttle.begin('owner', '10.0.0.1')).toHaveProperty('retryAfterMs');
  });

  it('never takes a failure still being stored for an older row of the same millisecond', async () => {
    // A stopped clock: every attempt in the same millisecond.
    const { repository, acknowledge } = slowAcknowledgingAttempts({
      visibleOnAcknowledgement: true,
    });
    const throttle = new LoginThrottle(repository, () => new Date('2026-03-02T09:00:00.000Z'));
    const fail = async () => {
      const permit = await throttle.begin('owner', '10.0.0.3');
      expect(permit).not.toHaveProperty('retryAfterMs');
      if (!('retryAfterMs' in permit)) permit.finish('failure');
    };
    // Three failures stored and done with…
    for (let i = 0; i < MAX_PAIR_FAILURES - 2; i += 1) await fail();
    acknowledge();
    await throttle.flushPendingWrites();
    // …and two whose rows are not written yet.
    await fail();
    await fail();
    // Five failures: the sixth guess is refused.
    expect(await throttle.begin('owner', '10.0.0.3')).toHaveProperty('retryAfterMs');
  });

  it('still counts attempts being checked in parallel, before their rows exist', async () => {
    const { repository } = slowAcknowledgingAttempts();
    const throttle = new LoginThrottle(repository, () => new Date('2026-03-02T09:00:00.000Z'));
    const permits = await Promise.all(
      Array.from({ length: MAX_PAIR_FAILURES + 2 }, () => throttle.begin('owner', '10.0.0.2')),
    );
    expect(permits.filter((permit) => 'retryAfterMs' in permit)).toHaveLength(2);
  });
});
