/**
 * The `TRUST_PROXY` setting (issue 11): which reverse proxies' `X-Forwarded-For` the service
 * believes, so that rate limits and throttles key on the real client address. Values:
 * `true` (every hop; only behind a proxy that overwrites the header), `false`, a hop count
 * (`1` = the nearest proxy), or a comma-separated list of addresses and CIDR ranges
 * (`127.0.0.1,10.0.0.0/8`). The result is passed to Fastify's `trustProxy` option.
 *
 * Shared by the api and the bff (@serena/server-kit, issue 15).
 */
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** Fastify's `trustProxy`: all, none, a hop count, or trusted addresses/CIDR ranges. */
export type TrustProxy = boolean | number | string[];

/** True for an IPv4/IPv6 address, optionally with a /prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, extra] = value.split('/');
  if (extra !== undefined) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** zod schema of the TRUST_PROXY string; the output is a {@link TrustProxy}. */
export const trustProxySetting = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const bad = list.filter((part) => !isAddressOrRange(part));
  if (list.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be true, false, a hop count, or addresses/CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  }
  return list;
});

/**
 * The value for Fastify's `trustProxy` option (its types take no hop count: a count becomes the
 * equivalent function, trusting the `n` nearest hops).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * True when the peer at `address` (the socket's remote address) is a proxy `setting` trusts, so
 * its X-Forwarded-* headers may be believed: `true` or a hop count of 1 or more trusts any peer,
 * a list trusts the addresses and CIDR ranges it names, `false` none.
 */
export function trustsPeer(setting: TrustProxy, address: string | undefined): boolean {
  if (typeof setting === 'boolean') return setting;
  if (typeof setting === 'number') return setting >= 1;
  if (!address) return false;
  const peer = address.startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(peer) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const entry of setting) {
    const [range = '', bits] = entry.split('/');
    const type = isIP(range) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(range, type);
    else list.addSubnet(range, Number(bits), type);
  }
  return list.check(peer, family);
}
