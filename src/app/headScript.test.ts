import { HEAD_SCRIPT, linkTokenScriptFor } from './headScript';

/** Runs the head script's text as the browser runs the inline script, before anything else. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- running that exact text is the point
const runHeadScript = () => new Function(HEAD_SCRIPT)() as void;

describe('the head script', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.cookie = 'darkMode=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'introSeen=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
  });

  it('paints light when the cookie is empty, and leaves the intro for a first load', () => {
    document.cookie = 'darkMode=; path=/';
    runHeadScript();
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('intro-seen');
  });

  it('follows the system without a cookie, and hides an intro this visit has seen', () => {
    document.cookie = 'introSeen=1; path=/';
    runHeadScript();
    expect(document.documentElement).not.toHaveClass('light');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement).toHaveClass('intro-seen');
  });

  it('asks the browser for its cookies once and never touches storage', () => {
    // Each read of document.cookie, and the first use of a storage area, waits on the browser process
    // in the middle of the page's first parse.
    const cookieReads = jest.spyOn(document, 'cookie', 'get');
    const storage = jest.spyOn(window, 'sessionStorage', 'get');
    const local = jest.spyOn(window, 'localStorage', 'get');
    document.cookie = 'darkMode=enabled; path=/';
    document.cookie = 'introSeen=1; path=/';
    runHeadScript();
    expect(cookieReads).toHaveBeenCalledTimes(1);
    expect(storage).not.toHaveBeenCalled();
    expect(local).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveClass('light');
    expect(document.documentElement).toHaveClass('intro-seen');
  });
});

describe("the link pages' script", () => {
  it('comes only on the two pages a subscriber’s links open', () => {
    expect(linkTokenScriptFor('/newsletter/confirm')).toContain('replaceState');
    expect(linkTokenScriptFor('/newsletter/unsubscribe')).toContain('replaceState');
    for (const path of ['/', '/services', '/newsletter', '/404']) expect(linkTokenScriptFor(path)).toBeNull();
  });
});
