import fc from 'fast-check';
import { budgetKey } from './budget-key';

describe('budgetKey', () => {
  it('keys an IPv4 client by its address, however the socket spells it', () => {
    expect(budgetKey('192.0.2.7')).toBe('192.0.2.7');
    expect(budgetKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(budgetKey('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('keys an IPv6 client by its /64, whatever the spelling or zone', () => {
    const key = budgetKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(budgetKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(budgetKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(budgetKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('keeps anything that is not an address as it is, and an empty one as "unknown"', () => {
    expect(budgetKey('')).toBe('unknown');
    expect(budgetKey(undefined)).toBe('unknown');
    expect(budgetKey('not-an-ip')).toBe('not-an-ip');
  });

  const hextet = fc.integer({ min: 0, max: 0xffff });
  const ipv6 = fc.array(hextet, { minLength: 8, maxLength: 8 });
  const spell = (parts: number[]) => parts.map((part) => part.toString(16)).join(':');
  // ::ffff:0:0/96 holds IPv4 clients; their key is the IPv4 address, so the /64 rule is for the rest.
  const notMapped = (parts: number[]) => !(parts.slice(0, 5).every((p) => p === 0) && parts[5] === 0xffff);

  it('gives two IPv6 addresses one budget exactly when their first 64 bits agree', () => {
    fc.assert(
      fc.property(ipv6, ipv6, (a, b) => {
        fc.pre(notMapped(a) && notMapped(b));
        const sameNetwork = a.slice(0, 4).every((part, i) => part === b[i]);
        expect(budgetKey(spell(a)) === budgetKey(spell(b))).toBe(sameNetwork);
      }),
    );
  });

  it('gives every host of one /64 the same budget', () => {
    fc.assert(
      fc.property(ipv6, fc.array(hextet, { minLength: 4, maxLength: 4 }), (address, host) => {
        fc.pre(notMapped(address));
        expect(budgetKey(spell([...address.slice(0, 4), ...host]))).toBe(budgetKey(spell(address)));
      }),
    );
  });
});
