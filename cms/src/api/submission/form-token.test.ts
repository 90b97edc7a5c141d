import fc from 'fast-check';
import { FORM_TOKEN_TTL_MS, checkFormToken, formTokenKey, issueFormToken } from './form-token';

const key = formTokenKey('test-app-key');
const issued = Date.UTC(2026, 10, 25, 9, 0, 0);
const MIN = 2000;

describe('form tokens', () => {
  it('tells a person (slow enough) from a script (too fast)', () => {
    const token = issueFormToken(key, issued);
    expect(checkFormToken(key, token, MIN, issued + 500)).toBe('too-fast');
    expect(checkFormToken(key, token, MIN, issued + MIN)).toBe('human');
    expect(checkFormToken(key, token, MIN, issued + 60 * 60 * 1000)).toBe('human');
  });

  it('counts a missing or expired token as none: stored, announced only in the digest', () => {
    expect(checkFormToken(key, undefined, MIN, issued)).toBe('none');
    expect(checkFormToken(key, '', MIN, issued)).toBe('none');
    expect(checkFormToken(key, issueFormToken(key, issued), MIN, issued + FORM_TOKEN_TTL_MS + 1)).toBe('none');
  });

  it('refuses a token signed with another key, one from the future and anything malformed', () => {
    expect(checkFormToken(key, issueFormToken(formTokenKey('other'), issued), MIN, issued + 5000)).toBe('forged');
    expect(checkFormToken(key, issueFormToken(key, issued + 60_000), MIN, issued)).toBe('forged');
    expect(checkFormToken(key, 42, MIN, issued)).toBe('forged');
    expect(checkFormToken(key, 'not-a-token', MIN, issued)).toBe('forged');
  });

  it('cannot be made to look older: any change to the stamp breaks the signature', () => {
    const [, signature] = issueFormToken(key, issued).split('.');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (earlier) => {
        const backdated = `${issued - earlier}.${signature}`;
        expect(checkFormToken(key, backdated, MIN, issued + 1)).toBe('forged');
      }),
    );
  });
});
