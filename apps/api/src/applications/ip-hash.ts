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

/**
 * The network an address stands for, for counting: an IPv4 address itself (also written as
 * IPv6-mapped), an IPv6 address's /64 — one visitor's network gives out a whole /64.
 */
export function addressGroup(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  const address = ip.split('%', 1)[0]!.toLowerCase();
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::', 2);
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? front
      : [
          ...front,
          ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'),
          ...back,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * The wider network around an address, for a second, looser count: an IPv4 address's /24, an IPv6
 * address's /48 (a site's allocation) — many neighbouring addresses of one provider count together.
 */
export function wideAddressGroup(ip: string): string {
  const group = addressGroup(ip);
  if (!group.includes(':')) {
    const octets = group.split('.');
    return octets.length === 4 ? `${octets.slice(0, 3).join('.')}.0/24` : group;
  }
  return `${group.split(':').slice(0, 3).join(':')}::/48`;
}
