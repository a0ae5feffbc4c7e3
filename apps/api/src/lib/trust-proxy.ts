import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.js';

export type TrustFn = (addr: string, hop: number) => boolean;

const privatePeer = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which X-Forwarded-For hops are proxies (Fastify's `trustProxy` and the front door's log line).
 * A hop count trusts that many hops only when the peer itself is on a private network: a client
 * that reaches the API directly cannot name its own address (Fastify alone ignores hop counts).
 * A list trusts exactly those proxies.
 */
export function trustFunction(trust: TrustProxy): TrustFn | false {
  if (trust === false) return false;
  if (typeof trust === 'number') return (addr, hop) => hop < trust && (hop > 0 || privatePeer(addr, hop));
  return proxyAddr.compile(trust);
}
