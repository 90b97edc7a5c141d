import { HEAD_SCRIPT } from './headScript';

/** Runs the head script as the browser would, before anything else on the page. */
const runHeadScript = () => new Function(HEAD_SCRIPT)();

describe('the head script', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.cookie = 'darkMode=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    sessionStorage.clear();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
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
