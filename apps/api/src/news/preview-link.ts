import { randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a preview link works. */
export const PREVIEW_LIFETIME_MS = 15 * 60_000;

/**
 * A preview link's token: `<id>.<expiry, base 36 ms>.<HMAC of both>`. The id names the stored
 * content (news_previews); the signature is checked before the database is asked, so a forged or
 * altered token costs nothing, and the expiry is part of what is signed.
 */
export function newPreviewToken(sign: (value: string) => string, expiresAtMs: number) {
  const id = randomBytes(16).toString('base64url');
  const body = `${id}.${expiresAtMs.toString(36)}`;
  return { id, token: `${body}.${sign(body)}` };
}

export type PreviewTokenCheck =
  { ok: true; id: string; expiresAtMs: number } | { ok: false; reason: 'forged' | 'expired' };

export function checkPreviewToken(
  sign: (value: string) => string,
  token: string,
  nowMs: number,
): PreviewTokenCheck {
  const [id, expiry, signature, ...rest] = token.split('.');
  if (!id || !expiry || !signature || rest.length > 0) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(sign(`${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' };
  const expiresAtMs = parseInt(expiry, 36);
  if (!Number.isSafeInteger(expiresAtMs) || expiresAtMs <= nowMs)
    return { ok: false, reason: 'expired' };
  return { ok: true, id, expiresAtMs };
}
