/**
 * Whose budget a submission draws on. An IPv4 client is one address; an IPv6 client is its /64:
 * every host on a network (and every cheap server) gets a whole /64, 2^64 addresses, so counting
 * exact IPv6 addresses would give one person an unlimited number of budgets. An IPv4-mapped IPv6
 * address (::ffff:192.0.2.1, how a dual-stack socket reports an IPv4 peer) counts as its IPv4 address.
 * Parsing is ipaddr.js's (the library behind proxy-addr), so every spelling of one address agrees.
 */
import ipaddr from 'ipaddr.js';

export function budgetKey(address: string | undefined): string {
  const raw = (address ?? '').trim();
  // Koa's ip may carry an IPv6 zone (fe80::1%eth0); the zone names a local interface, not a client.
  const bare = raw.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return raw || 'unknown';
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
