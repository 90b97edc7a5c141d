import { CATALOGUES } from '../config/messages';
import { LANGUAGE_COOKIE, LOCALES, chosenLanguage, languageCookie } from '../lib/locale';
import { rememberLanguage } from './LanguageSwitcher';

test('every page carries every language’s note for the switcher, in that language’s words', () => {
  // src/config/messages/untranslated.ts, in every catalogue: a page lacking a translation says so.
  for (const catalogue of Object.values(CATALOGUES)) {
    for (const { code } of LOCALES) {
      const notes = (catalogue.shell.untranslated as Record<string, { note: string; home: string }>)[code];
      expect(notes?.note).toMatch(/\S/);
      expect(notes?.home).toMatch(/\S/);
    }
  }
});

describe('the language cookie', () => {
  it('is written for a year, site-wide, and read back', () => {
    const cookie = languageCookie('de');
    expect(cookie).toContain(`${LANGUAGE_COOKIE}=de`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(languageCookie('de', true)).toContain('; Secure');
    expect(chosenLanguage(`darkMode=enabled; ${LANGUAGE_COOKIE}=de; x=1`)).toBe('de');
  });

  it('reads nothing from a missing, foreign or malformed value', () => {
    expect(chosenLanguage(undefined)).toBeNull();
    expect(chosenLanguage('')).toBeNull();
    expect(chosenLanguage(`${LANGUAGE_COOKIE}=fr`)).toBeNull();
    expect(chosenLanguage(`${LANGUAGE_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(chosenLanguage(`other${LANGUAGE_COOKIE}=de`)).toBeNull();
  });

  it('is set in the browser by a choice', () => {
    document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
    rememberLanguage('de');
    expect(chosenLanguage(document.cookie)).toBe('de');
    rememberLanguage('en');
    expect(chosenLanguage(document.cookie)).toBe('en');
  });
});
