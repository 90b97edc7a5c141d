import { LINK_TOKEN_SCRIPT, isLinkPage, takeLinkToken } from './linkToken';

/** Runs the script's text as the browser runs the inline script in <head>. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- running that exact text is the point
const runScript = () => new Function(LINK_TOKEN_SCRIPT)() as void;

const held = () => (window as unknown as Record<string, unknown>).__subscriberLinkToken;

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).__subscriberLinkToken;
  window.history.replaceState(null, '', '/');
});

describe('the link pages’ head script', () => {
  it('keeps the token in memory and leaves the bare path in the address bar', () => {
    window.history.replaceState({ key: 'k1' }, '', '/newsletter/confirm?token=abc.123.def#top');
    runScript();
    expect(window.location.href).toBe('http://localhost/newsletter/confirm#top');
    expect(window.location.search).toBe('');
    expect(window.history.state).toEqual({ key: 'k1' });
    expect(takeLinkToken()).toBe('abc.123.def');
    // Again (React's development double effects): the same token.
    expect(takeLinkToken()).toBe('abc.123.def');
  });

  it('decodes the token as the address encodes it, and keeps none when there is none', () => {
    window.history.replaceState(null, '', '/newsletter/unsubscribe?token=a%2Bb');
    runScript();
    expect(takeLinkToken()).toBe('a+b');
    window.history.replaceState(null, '', '/newsletter/unsubscribe');
    runScript();
    expect(held()).toEqual({ path: '/newsletter/unsubscribe', token: null });
    expect(takeLinkToken()).toBeNull();
  });

  it('leaves the address alone where the browser refuses, and the page still finds the token', () => {
    window.history.replaceState(null, '', '/newsletter/confirm?token=abc.123.def');
    const replace = jest.spyOn(window.history, 'replaceState').mockImplementationOnce(() => {
      throw new Error('SecurityError');
    });
    expect(runScript).not.toThrow();
    replace.mockRestore();
    expect(window.location.search).toBe('?token=abc.123.def');
    expect(takeLinkToken()).toBe('abc.123.def');
    expect(window.location.search).toBe('');
  });
});

describe('taking the token', () => {
  it('takes it from the address after a client-side navigation, and clears the address', () => {
    window.history.replaceState(null, '', '/newsletter/unsubscribe?token=abc.def');
    expect(takeLinkToken()).toBe('abc.def');
    expect(window.location.href).toBe('http://localhost/newsletter/unsubscribe');
  });

  it("ignores a token kept on another page's load", () => {
    window.history.replaceState(null, '', '/newsletter/confirm?token=abc.123.def');
    runScript();
    window.history.pushState(null, '', '/newsletter/unsubscribe');
    expect(takeLinkToken()).toBeNull();
  });

  it('runs on the two link pages only', () => {
    expect(isLinkPage('/newsletter/confirm')).toBe(true);
    expect(isLinkPage('/newsletter/unsubscribe/')).toBe(true);
    expect(isLinkPage('/')).toBe(false);
    expect(isLinkPage('/newsletter')).toBe(false);
    expect(isLinkPage('/services')).toBe(false);
  });
});
