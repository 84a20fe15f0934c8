import { randomBytes } from 'node:crypto';
import type { ChallengeRecord, ChallengesRepository } from '../db/port';
import type { SecretKeys } from './secret-box';

/** How long a sign-in step may take: the second step after the password, a passkey ceremony. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it is used up (the login throttle counts them too). */
export const MAX_CODE_TRIES = 5;

/**
 * mfa: the password was right, the second factor comes next (a code or a passkey);
 * passkey-login: a sign-in with a passkey alone; passkey-register: adding a passkey.
 */
export type ChallengeKind = 'mfa' | 'passkey-login' | 'passkey-register';

export interface SignInChallenges {
  /** A new challenge; answers what the client sends back (only its keyed hash is stored). */
  open(kind: ChallengeKind, adminId: number | null, webauthnChallenge?: string): Promise<string>;
  /** The challenge still usable (not used, not expired, of one of these kinds), or undefined. */
  find(token: string, kinds: ChallengeKind[]): Promise<ChallengeRecord | undefined>;
  /** Sets the WebAuthn challenge of a second step (a passkey instead of a code). */
  setWebAuthn(token: string, challenge: string): Promise<void>;
  /** Counts a wrong code; the challenge is used up at MAX_CODE_TRIES. Answers the tries left. */
  wrongTry(token: string): Promise<number>;
  /** Uses a challenge up: true only for the first caller, while it has not expired. */
  use(token: string): Promise<boolean>;
}

/** Sign-in challenges over their repository: ids are random, stored as keyed hashes. */
export function signInChallenges(
  repository: ChallengesRepository,
  keys: SecretKeys,
  clock: () => Date,
): SignInChallenges {
  const idOf = (token: string) => keys.hash(`sign-in challenge ${token}`);
  return {
    async open(kind, adminId, webauthnChallenge = '') {
      const token = randomBytes(32).toString('base64url');
      await repository.create({
        id: idOf(token),
        kind,
        adminId,
        challenge: webauthnChallenge,
        expiresAtMs: clock().getTime() + CHALLENGE_LIFETIME_MS,
      });
      return token;
    },
    async find(token, kinds) {
      const nowMs = clock().getTime();
      for (const kind of kinds) {
        const found = await repository.findUsable(idOf(token), kind, nowMs);
        if (found) return found;
      }
      return undefined;
    },
    setWebAuthn: (token, challenge) => repository.setChallenge(idOf(token), challenge),
    async wrongTry(token) {
      const tries = await repository.countAttempt(idOf(token));
      if (tries >= MAX_CODE_TRIES) await repository.consume(idOf(token), clock().getTime());
      return Math.max(0, MAX_CODE_TRIES - tries);
    },
    use: (token) => repository.consume(idOf(token), clock().getTime()),
  };
}
