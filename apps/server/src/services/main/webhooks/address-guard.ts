/**
 * Where a webhook may be sent (decision 091): only to public unicast addresses, checked on the address the host
 * resolves to when the delivery is made, and only over https in production. Changes when what counts as a safe
 * receiver does.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../../platform/errors.js';

export type GuardPolicy = {
  /** Production: https only, and never loopback. */
  production: boolean;
  /** Development and tests may deliver to a receiver on this machine (127.0.0.1, ::1). */
  allowLoopback: boolean;
};

export const guardPolicy = (env: 'development' | 'production' | 'test'): GuardPolicy => ({
  production: env === 'production',
  allowLoopback: env !== 'production',
});

/**
 * Why an address is refused, or null when a webhook may be sent there. ipaddr.js names the registry's special
 * ranges; everything but `unicast` is refused (private, loopback, link-local with the cloud metadata address,
 * unique-local, multicast, unspecified, carrier-grade NAT, reserved, and the translation ranges 6to4, Teredo and
 * NAT64, which can carry a private IPv4 inside). An IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function addressRefusal(address: string, policy: GuardPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback && !policy.production) return null;
  return `${range} address`;
}

/** How a host name becomes addresses; tests give their own to play a DNS that answers a private address. */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((answer) => answer.address);

/** A receiver's address that passed the guard: connect to exactly this one, so DNS cannot swap it afterwards. */
export type CheckedTarget = { url: URL; address: string; family: 4 | 6 };

/**
 * Resolves the URL's host and checks every address it has: one bad address refuses the URL, since a resolver may
 * hand either to the next lookup (DNS rebinding). Throws the reason as an Error the attempt records.
 */
export async function checkTarget(
  rawUrl: string,
  policy: GuardPolicy,
  resolve: Resolve,
): Promise<CheckedTarget> {
  const url = new URL(rawUrl);
  if (url.protocol !== 'https:' && (policy.production || url.protocol !== 'http:'))
    throw new Error(`refused: ${url.protocol} is not allowed, only https`);
  if (url.username || url.password) throw new Error('refused: a URL with credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  if (addresses.length === 0) throw new Error(`refused: ${host} has no address`);
  for (const address of addresses) {
    const refusal = addressRefusal(address, policy);
    if (refusal) throw new Error(`refused: ${host} resolves to a ${refusal} (${address})`);
  }
  const address = addresses[0] as string;
  return { url, address, family: ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4 };
}

/**
 * The same checks when an endpoint is registered, as a clear 400; the real guard is at each delivery, since a
 * name's addresses can change after this.
 */
export async function assertAcceptableUrl(
  rawUrl: string,
  policy: GuardPolicy,
  resolve: Resolve,
): Promise<void> {
  const url = new URL(rawUrl);
  if (policy.production && url.protocol !== 'https:')
    throw new AppError('VALIDATION_ERROR', 'A webhook URL must start with https://');
  if (url.username || url.password)
    throw new AppError('VALIDATION_ERROR', 'A webhook URL must not carry a user name or password');
  try {
    await checkTarget(rawUrl, policy, resolve);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'VALIDATION_ERROR',
      'A webhook URL must reach a public address on the internet, not a private or local one',
    );
  }
}
