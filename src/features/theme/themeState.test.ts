import { currentThemeState, firstScreenThemeActions, readPageLanguage } from './themeState';
import { themeSlice } from './themeSlice';

const { setDarkMode, setLanguage, setScreenSize, setScrollDirection } = themeSlice.actions;

// The first screen sends these without loading the slice (src/lib/deferredStore.ts): they must be the
// very actions the slice's creators make, or its reducers would ignore them.
test("the first screen's plain theme actions are the slice's own", () => {
  expect(firstScreenThemeActions.setDarkMode(false)).toEqual(setDarkMode(false));
  expect(firstScreenThemeActions.setScreenSize({ width: 390, height: 844 })).toEqual(
    setScreenSize({ width: 390, height: 844 }),
  );
  expect(firstScreenThemeActions.setScrollDirection('down')).toEqual(setScrollDirection('down'));
  expect(firstScreenThemeActions.setLanguage('de')).toEqual(setLanguage('de'));
});

test("the store starts in the page's language, English where the page names none", () => {
  document.documentElement.lang = 'de';
  expect(readPageLanguage()).toBe('de');
  expect(currentThemeState().language).toBe('de');
  document.documentElement.removeAttribute('lang');
  expect(currentThemeState().language).toBe('en');
});
