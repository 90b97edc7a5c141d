import crypto from 'node:crypto';
import fc from 'fast-check';
import { budgetKey } from './budget-key';
import { FORM_TOKEN_TTL_SECONDS_DEFAULT, checkFormToken, formTokenKey, issueFormToken } from './form-token';

const key = formTokenKey('test-app-key');
const issued = Date.UTC(2026, 10, 25, 9, 0, 0);
const MIN = 2000;
const TTL = FORM_TOKEN_TTL_SECONDS_DEFAULT * 1000;
const CLIENT = budgetKey('203.0.113.7');
const at = (nowMs: number, client = CLIENT) => ({ client, minMs: MIN, ttlMs: TTL, nowMs });

describe('form tokens', () => {
  it('lives minutes, not a day', () => {
    expect(FORM_TOKEN_TTL_SECONDS_DEFAULT).toBe(30 * 60);
  });

  it('tells a person (slow enough) from a script (too fast)', () => {
    const token = issueFormToken(key, CLIENT, issued);
    expect(checkFormToken(key, token, at(issued + 500))).toBe('too-fast');
    expect(checkFormToken(key, token, at(issued + MIN))).toBe('human');
    expect(checkFormToken(key, token, at(issued + 29 * 60 * 1000))).toBe('human');
  });

  it('is good for its minutes only: one ms later it is expired', () => {
    const token = issueFormToken(key, CLIENT, issued);
    expect(checkFormToken(key, token, at(issued + TTL))).toBe('human');
    expect(checkFormToken(key, token, at(issued + TTL + 1))).toBe('expired');
    expect(checkFormToken(key, token, at(issued + 24 * 60 * 60 * 1000))).toBe('expired');
    expect(checkFormToken(key, token, { ...at(issued + 11_000), ttlMs: 10_000 })).toBe('expired');
  });

  it('is good only from the budget key it was issued to', () => {
    const token = issueFormToken(key, CLIENT, issued);
    expect(checkFormToken(key, token, at(issued + 5000, budgetKey('203.0.113.8')))).toBe('other-client');
    expect(checkFormToken(key, token, at(issued + 5000, budgetKey('2001:db8::1')))).toBe('other-client');
    // The same budget key however the address is spelled (IPv4-mapped IPv6 is its IPv4 address).
    expect(checkFormToken(key, token, at(issued + 5000, budgetKey('::ffff:203.0.113.7')))).toBe('human');
  });

  it('binds an IPv6 client by its /64, as the rate limit counts it', () => {
    const token = issueFormToken(key, budgetKey('2001:db8:1:2::10'), issued);
    expect(checkFormToken(key, token, at(issued + 5000, budgetKey('2001:db8:1:2:ffff::1')))).toBe('human');
    expect(checkFormToken(key, token, at(issued + 5000, budgetKey('2001:db8:1:3::10')))).toBe('other-client');
  });

  it('treats a missing token as none (stored, announced in the digest)', () => {
    expect(checkFormToken(key, undefined, at(issued))).toBe('none');
    expect(checkFormToken(key, '', at(issued))).toBe('none');
  });

  it('treats the day-long token of the previous site as none, so a page open across the upgrade loses nothing', () => {
    const issuedAt = String(issued);
    const legacy = `${issuedAt}.${crypto.createHmac('sha256', key).update(issuedAt).digest('base64url')}`;
    expect(checkFormToken(key, legacy, at(issued + 5000))).toBe('none');
  });

  it('rejects tokens it did not sign, or from the future', () => {
    expect(checkFormToken(key, issueFormToken(formTokenKey('other'), CLIENT, issued), at(issued + 5000))).toBe(
      'forged',
    );
    expect(checkFormToken(key, issueFormToken(key, CLIENT, issued + 60_000), at(issued))).toBe('forged');
    expect(checkFormToken(key, 42, at(issued))).toBe('forged');
    expect(checkFormToken(key, 'not-a-token', at(issued))).toBe('forged');
  });

  it('cannot be made to look older, nor moved to another client: any change breaks the signature', () => {
    const [, tag, signature] = issueFormToken(key, CLIENT, issued).split('.');
    const otherTag = issueFormToken(key, budgetKey('198.51.100.1'), issued).split('.')[1];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (earlier) => {
        const backdated = `${issued - earlier}.${tag}.${signature}`;
        expect(checkFormToken(key, backdated, at(issued + 1))).toBe('forged');
      }),
    );
    expect(checkFormToken(key, `${issued}.${otherTag}.${signature}`, at(issued + 5000, '198.51.100.1'))).toBe('forged');
  });

  it('does not show the client address it is bound to', () => {
    expect(issueFormToken(key, CLIENT, issued)).not.toContain('203.0.113.7');
  });
});
