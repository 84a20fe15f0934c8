import { createHash, createHmac } from 'node:crypto';

/**
 * The sender's address as stored with an application: an HMAC keyed from the API's secret, so
 * that two applications from one address can be told apart from others without keeping the
 * address itself (personal data the console does not need).
 */
export function ipHasher(secret: string): (ip: string) => string {
  const key = createHash('sha256').update(`applications-ip:${secret}`).digest();
  return (ip) => createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}
