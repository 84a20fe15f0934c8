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
  const code = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
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
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step a code is valid for (±1 step), after `afterStep` (a used step cannot be used
 * again), or undefined. otplib compares in constant time.
 */
export async function totpStep(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = (await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: STEP_SECONDS,
    afterTimeStep: afterStep > 0 ? afterStep : undefined,
  } as Parameters<typeof verify>[0])) as { valid: boolean; delta?: number };
  if (!result.valid) return undefined;
  return Math.floor(nowMs / 1000 / STEP_SECONDS) + (result.delta ?? 0);
}

/** Whether an administrator has a second factor (a confirmed authenticator or a passkey). */
export async function hasSecondFactor(repos: Repositories, adminId: number): Promise<boolean> {
  const totp = await repos.totp.find(adminId);
  if (totp?.confirmedAt) return true;
  return (await repos.passkeys.of(adminId)).length > 0;
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
    const step = await totpStep(keys.open(totp.secret), trimmed, nowMs, totp.lastStep);
    if (step !== undefined && (await repos.totp.useStep(adminId, step))) return 'totp';
    return undefined;
  }
  const normalised = normaliseRecoveryCode(trimmed);
  if (normalised.length === 10 && (await repos.recoveryCodes.use(adminId, keys.hash(normalised))))
    return 'recovery';
  return undefined;
}
