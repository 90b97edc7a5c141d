import { HEAD_SCRIPT } from './headScript';

/** Runs the head script's text as the browser runs the inline script, before anything else. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- running that exact text is the point
const runHeadScript = () => new Function(HEAD_SCRIPT)() as void;

describe('the head script', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.cookie = 'darkMode=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    sessionStorage.clear();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
  });

  it('paints light when the cookie is empty, and leaves the intro for a first load', () => {
    document.cookie = 'darkMode=; path=/';
    runHeadScript();
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('intro-seen');
  });

  it('follows the system without a cookie, and hides an intro this visit has seen', () => {
    sessionStorage.setItem('intro.seen', '1');
    runHeadScript();
    expect(document.documentElement).not.toHaveClass('light');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement).toHaveClass('intro-seen');
  });
});
