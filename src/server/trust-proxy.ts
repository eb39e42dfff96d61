import { isIP } from 'node:net';

/** Which peers may tell the client's address in X-Forwarded-For: none, or the named proxies (Fastify's trustProxy). */
export type TrustProxy = false | string[];

/** proxy-addr's names for whole ranges, which Fastify accepts beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const REFUSE_TRUE =
  'TRUST_PROXY=true would believe an X-Forwarded-For header from anyone, so a client could forge the address ' +
  'that is logged and throttled. Name the proxies instead: their addresses or networks (TRUST_PROXY=10.0.0.5,10.1.0.0/16 ' +
  'or TRUST_PROXY=loopback).';

/** Fastify 5.12 ignores a hop count (it cannot tell the proxy from a client that reached the app directly): refused, not silently void. */
const refuseHops = (value: string) =>
  `TRUST_PROXY=${value}: a hop count cannot tell a proxy from a client that reaches the app directly, and Fastify ignores it. ` +
  'Name the proxies instead: their addresses or networks (TRUST_PROXY=10.0.0.5,10.1.0.0/16 or TRUST_PROXY=loopback).';

function isAddressOrNetwork(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or `false` trusts no proxy; `true` and hop counts are refused, as they let any client forge its address. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') throw new Error(REFUSE_TRUE);
  if (/^\d+$/.test(value)) throw new Error(refuseHops(value));
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrNetwork(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY: ${wrong.join(', ')} is not an address, a network (CIDR), loopback, linklocal or uniquelocal.`,
    );
  }
  return entries;
}
