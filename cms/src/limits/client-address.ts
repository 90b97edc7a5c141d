/**
 * The visitor's address behind proxies named by address (CMS_PROXY_TRUSTED), the way nginx's
 * `set_real_ip_from` and Express's `trust proxy` do it: the forwarding header is believed only when
 * the request comes from a trusted proxy, and its addresses are walked from the end (the nearest
 * hop) past every trusted proxy to the first address that is not one: the client. A visitor who
 * reaches the CMS directly, or writes addresses into the header in front, is never believed.
 *
 * CMS_PROXY_COUNT (config/server.ts) is the simpler setting for a fixed chain of proxies that every
 * request passes; this one also holds when some requests bypass the proxies or the chain varies.
 * Address matching (IPv4 and IPv6, CIDR ranges, IPv4-mapped IPv6, the names `loopback`,
 * `linklocal` and `uniquelocal`) is proxy-addr's, the library behind Express's `trust proxy`.
 */
import { compile } from 'proxy-addr';

export type TrustProxy = (address: string) => boolean;

/**
 * The trust rule for a comma-separated list, or undefined for an empty one. An entry that is not an
 * address, a range or one of the names throws an error naming the setting, so a typo stops the CMS
 * at start instead of silently trusting nobody (or everybody).
 */
export function trustedProxies(list: string | undefined): TrustProxy | undefined {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  for (const entry of entries) {
    try {
      compile(entry);
    } catch {
      throw new Error(
        `CMS_PROXY_TRUSTED: "${entry}" is not an IP address, a range (10.0.0.0/8, fd00::/8) or one of loopback, linklocal, uniquelocal.`,
      );
    }
  }
  const trust = compile(entries);
  return (address) => trust(address, 0);
}

/**
 * The client's address: `peer` (the socket's remote address) unless it is a trusted proxy, else
 * walking `forwarded` (the header's comma-separated addresses, nearest last) from its end while the
 * hop is trusted. When every hop is trusted, the farthest one is the best knowledge there is.
 */
export function clientAddress(peer: string, forwarded: string | undefined, trust: TrustProxy): string {
  const hops = (forwarded ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  let address = peer;
  for (const hop of hops) {
    if (!trust(address)) break;
    address = hop;
  }
  return address;
}
