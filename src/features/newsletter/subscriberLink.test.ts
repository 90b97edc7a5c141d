import { LINK_MESSAGES, outcomeOf, tokenFrom } from './subscriberLink';

describe('newsletter links', () => {
  it('read the token from the query string', () => {
    expect(tokenFrom('?token=abc.def')).toBe('abc.def');
    expect(tokenFrom('?token=a%2Bb')).toBe('a+b');
    expect(tokenFrom('?token=')).toBeNull();
    expect(tokenFrom('')).toBeNull();
  });

  it("explain the CMS's answer: done, refused for good, or worth another try", () => {
    expect(outcomeOf(200, { data: { status: 'confirmed' } })).toEqual({ kind: 'done' });
    expect(outcomeOf(404, { error: { message: 'This link has expired.' } })).toEqual({
      kind: 'refused',
      message: 'This link has expired.',
    });
    expect(outcomeOf(400, {})).toEqual({ kind: 'refused', message: LINK_MESSAGES.refused });
    // An earlier email's link, a cancelled or an expired one.
    expect(outcomeOf(410, { error: { message: 'This link is no longer valid.' } })).toEqual({
      kind: 'refused',
      message: 'This link is no longer valid.',
    });
    expect(outcomeOf(undefined, undefined)).toEqual({ kind: 'failed', message: LINK_MESSAGES.network });
    expect(outcomeOf(429, {})).toEqual({ kind: 'failed', message: LINK_MESSAGES.rateLimited });
    expect(outcomeOf(502, {})).toEqual({ kind: 'failed', message: LINK_MESSAGES.server });
  });
});
