import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Repositories } from '../db/port';
import type { SecretKeys } from './secret-box';

/** RFC 6238: 30-second steps, 6 digits, SHA-1 (what every authenticator app reads). */
const STEP_SECONDS = 30;
export const RECOVERY_CODES = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten codes of the form XXXXX-XXXXX (50 bits each). */
export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = code();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** How a typed recovery code is compared: case and separators ignored. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export async function newTotpSecret(username: string, issuer: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ secret, label: username, issuer });
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step of a valid 6-digit code (this step or one either side), or undefined. otplib
 * compares in constant time; reuse is refused by the caller storing the step (TotpRepository.useStep:
 * a step not later than the last accepted one is refused atomically, on every instance).
 */
export async function totpStep(
  secret: string,
  code: string,
  nowMs: number,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: STEP_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

export type SecondStepMethod = 'totp' | 'recovery' | 'passkey';

/** The second factors an account has enrolled, as the second step of a sign-in offers them. */
export async function secondFactorsOf(
  repos: Repositories,
  adminId: number,
): Promise<{ any: boolean; methods: SecondStepMethod[] }> {
  const [totp, passkeys, recovery] = await Promise.all([
    repos.totp.find(adminId),
    repos.passkeys.of(adminId),
    repos.recoveryCodes.remaining(adminId),
  ]);
  const methods: SecondStepMethod[] = [];
  if (totp?.confirmedAt) methods.push('totp');
  if (recovery > 0) methods.push('recovery');
  if (passkeys.length > 0) methods.push('passkey');
  // Recovery codes alone are no second factor: they come with the authenticator or the first
  // passkey, and go with the last of them.
  return { any: methods.includes('totp') || methods.includes('passkey'), methods };
}

/** Whether an administrator has a second factor (a confirmed authenticator or a passkey). */
export async function hasSecondFactor(repos: Repositories, adminId: number): Promise<boolean> {
  if ((await repos.totp.find(adminId))?.confirmedAt) return true;
  return (await repos.passkeys.of(adminId)).length > 0;
}

/** The answer to a recovery code that was used already (each works once). */
export const CODE_USED_MESSAGE = 'Этот код уже использован';

/** Whether `code` is one of the account's recovery codes that was used already. */
export async function isSpentRecoveryCode(
  repos: Repositories,
  keys: SecretKeys,
  adminId: number,
  code: string,
): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code.trim());
  return (
    normalised.length === 10 && (await repos.recoveryCodes.wasUsed(adminId, keys.hash(normalised)))
  );
}

/** Checks a code — authenticator or recovery — for an administrator; true uses it up. */
export async function checkSecondFactorCode(
  repos: Repositories,
  keys: SecretKeys,
  adminId: number,
  code: string,
  nowMs: number,
): Promise<'totp' | 'recovery' | undefined> {
  const trimmed = code.trim();
  const totp = await repos.totp.find(adminId);
  if (totp?.confirmedAt && /^\d{6}$/.test(trimmed)) {
    const step = await totpStep(keys.open(totp.secret), trimmed, nowMs);
    if (step !== undefined && (await repos.totp.useStep(adminId, step))) return 'totp';
    return undefined;
  }
  const normalised = normaliseRecoveryCode(trimmed);
  if (normalised.length === 10 && (await repos.recoveryCodes.use(adminId, keys.hash(normalised))))
    return 'recovery';
  return undefined;
}
