import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keys derived from JWT_SECRET (never stored): an AES-256-GCM box for the authenticator secrets,
 * a keyed hash for the recovery codes and sign-in challenges, and the signature of preview links.
 * The database — which the SQL Explorer can read — holds neither a usable secret nor a code.
 */
export function secretKeys(secret: string) {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', secret, 'fuelcard', label, 32));
  const boxKey = derive('second-factor secrets');
  const hashKey = derive('recovery codes');
  const linkKey = derive('preview links');
  return {
    seal(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', boxKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string): string {
      const data = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', boxKey, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
    hash(value: string): string {
      return createHmac('sha256', hashKey).update(value).digest('base64url');
    },
    /** The signature of a preview link (a key of its own). */
    signLink(value: string): string {
      return createHmac('sha256', linkKey).update(value).digest('base64url');
    },
  };
}

export type SecretKeys = ReturnType<typeof secretKeys>;
