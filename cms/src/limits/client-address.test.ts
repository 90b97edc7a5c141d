/**
 * The client address behind proxies named by address (client-address.ts). The CMS with the setting,
 * over HTTP, is tested in cms/tests/limits.test.ts.
 */
import fc from 'fast-check';
import { clientAddress, trustedProxies } from './client-address';

const LOAD_BALANCERS = trustedProxies('10.0.0.0/8, fd00::/8')!;

it('trusts nobody for an empty or missing list', () => {
  expect(trustedProxies(undefined)).toBeUndefined();
  expect(trustedProxies(' , ')).toBeUndefined();
});

it('stops the start on an entry that is not an address, a range or a known name, naming the setting', () => {
  expect(() => trustedProxies('10.0.0.1, 10.0.0.300')).toThrow(/^CMS_PROXY_TRUSTED: "10.0.0.300" is not an IP address/);
  expect(() => trustedProxies('lb.internal')).toThrow(/"lb.internal"/);
  expect(() => trustedProxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
});

it('matches addresses, ranges, IPv6 and the named ranges', () => {
  const trust = trustedProxies('192.0.2.7, 10.0.0.0/8, fd00::/8, loopback')!;
  expect(['192.0.2.7', '10.1.2.3', 'fd12::1', '127.0.0.1', '::1', '::ffff:10.9.9.9'].map(trust)).toEqual([
    true,
    true,
    true,
    true,
    true,
    true,
  ]);
  expect(['192.0.2.8', '11.0.0.1', 'fe80::1', 'not-an-address', ''].map(trust)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
});

it('believes no header from a peer that is not a trusted proxy', () => {
  expect(clientAddress('203.0.113.9', '198.51.100.1', LOAD_BALANCERS)).toBe('203.0.113.9');
  expect(clientAddress('::ffff:203.0.113.9', '10.0.0.5', LOAD_BALANCERS)).toBe('::ffff:203.0.113.9');
});

it('takes the address a trusted proxy forwarded, walking past every trusted hop', () => {
  expect(clientAddress('10.0.0.2', '198.51.100.1', LOAD_BALANCERS)).toBe('198.51.100.1');
  // A CDN's edge in front of our load balancer, both trusted; the visitor wrote a fake address first.
  expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.1, 10.200.0.9', LOAD_BALANCERS)).toBe('198.51.100.1');
  expect(clientAddress('fd00::2', ' 2001:db8::7 ', LOAD_BALANCERS)).toBe('2001:db8::7');
});

it('falls back to the farthest hop when every hop is trusted, and to the peer without a header', () => {
  expect(clientAddress('10.0.0.2', '10.0.0.3, 10.0.0.4', LOAD_BALANCERS)).toBe('10.0.0.3');
  expect(clientAddress('10.0.0.2', '', LOAD_BALANCERS)).toBe('10.0.0.2');
  expect(clientAddress('10.0.0.2', undefined, LOAD_BALANCERS)).toBe('10.0.0.2');
});

it('never lets what a visitor writes in front of the header decide: the answer depends on the trusted end only', () => {
  const visitorAddress = fc.ipV4().filter((address) => !address.startsWith('10.'));
  const trustedHop = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => `10.${parts.join('.')}`);
  fc.assert(
    fc.property(
      fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string())),
      visitorAddress,
      fc.array(trustedHop, { maxLength: 3 }),
      trustedHop,
      (written, client, proxies, peer) => {
        const header = [...written, client, ...proxies].join(', ');
        expect(clientAddress(peer, header, LOAD_BALANCERS)).toBe(client);
      },
    ),
  );
});
