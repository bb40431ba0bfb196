/**
 * The client address as sign-in throttles key it (issue 23, OWASP): an IPv4 address as it is, an
 * IPv6 address by its /64 network — one subscriber gets a whole /64 for free, so counting its
 * addresses one by one let a single attacker spread over thousands.
 */
import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (lower-case hex, no zone), or null. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * Returns the throttle key of `address`: IPv4 (also IPv4-mapped IPv6) unchanged, IPv6 as its /64
 * network (`2001:db8:1:2::/64`), anything else unchanged.
 */
export function throttleAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
