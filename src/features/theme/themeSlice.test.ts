import { makeStore } from '../../app/store';
import { initialThemeState, scrollDirectionBetween, themeSlice } from './themeSlice';

const reduce = themeSlice.reducer;
const { setDarkMode, setLanguage, setScreenSize, setScrollDirection } = themeSlice.actions;

describe('theme slice', () => {
  it('starts in English, dark, scrolling up, with the size unknown until the browser tells', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      language: 'en',
      screenWidth: 0,
      screenHeight: 0,
      darkMode: true,
      scrollDirection: 'up',
    });
  });

  it('follows the page’s language', () => {
    expect(reduce(initialThemeState, setLanguage('de')).language).toBe('de');
  });

  it('sets dark mode', () => {
    const light = reduce(initialThemeState, setDarkMode(false));
    expect(light.darkMode).toBe(false);
    expect(reduce(light, setDarkMode(true)).darkMode).toBe(true);
  });

  it('records the screen size and scroll direction', () => {
    const sized = reduce(initialThemeState, setScreenSize({ width: 390, height: 844 }));
    expect([sized.screenWidth, sized.screenHeight]).toEqual([390, 844]);
    expect(reduce(sized, setScrollDirection('down')).scrollDirection).toBe('down');
  });

  it('tells the scroll direction, ignoring jitter', () => {
    expect(scrollDirectionBetween(100, 300)).toBe('down');
    expect(scrollDirectionBetween(300, 100)).toBe('up');
    expect(scrollDirectionBetween(100, 104)).toBeNull();
  });
});

describe('dark mode persistence', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.cookie = 'darkMode=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('writes the cookie and the light class in step with the store', () => {
    const store = makeStore();
    store.dispatch(setDarkMode(false));
    expect(document.cookie).toMatch(/(^|; )darkMode=($|;)/);
    expect(document.documentElement).toHaveClass('light');

    store.dispatch(setDarkMode(true));
    expect(document.cookie).toContain('darkMode=enabled');
    expect(document.documentElement).not.toHaveClass('light');
  });
});
