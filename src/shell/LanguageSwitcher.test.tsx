import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE, LOCALES, chosenLanguage } from '../lib/locale';
import { LanguageSwitcher } from './LanguageSwitcher';

// jsdom cannot navigate: a click on a link runs the page's handlers, then stops here.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
  document.addEventListener('click', stayOnPage);
});
afterEach(() => document.removeEventListener('click', stayOnPage));

describe('LanguageSwitcher', () => {
  it('names the page’s language as current and links to the same page in the other one', async () => {
    render(<LanguageSwitcher locale="en" translations={{ en: '/about', de: '/de/about' }} label="Language" />);
    const group = screen.getByRole('list', { name: 'Language' });
    expect(group).toHaveTextContent('English');
    expect(screen.getByText('English')).toHaveAttribute('aria-current', 'true');
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german).toHaveAttribute('href', '/de/about');
    expect(german).toHaveAttribute('lang', 'de');
    expect(german).toHaveAttribute('hreflang', 'de');
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();

    await userEvent.click(german);
    expect(chosenLanguage(document.cookie)).toBe('de');
  });

  // Opening, Esc, a click outside and the focus are the browser's popover's: tests/e2e/languages.spec.ts.
  it('offers, where a page has no German version, a note in German with the German home page', async () => {
    render(<LanguageSwitcher locale="en" translations={{ en: '/spring-offer' }} label="Language" />);
    expect(screen.queryByRole('link', { name: 'Deutsch' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Deutsch' });
    const note = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(note).toHaveAttribute('popover', 'auto');
    expect(note).toHaveAttribute('lang', 'de');
    expect(note).toHaveTextContent('Diese Seite gibt es nicht auf Deutsch.');
    const home = screen.getByRole('link', { name: 'Zur deutschen Startseite' });
    expect(note).toContainElement(home);
    expect(home).toHaveAttribute('href', '/de');

    await userEvent.click(home);
    expect(chosenLanguage(document.cookie)).toBe('de');
  });

  it('says it in English on a German page with no English version', () => {
    render(<LanguageSwitcher locale="de" translations={{ de: '/de/nur-deutsch' }} label="Sprache" />);
    expect(screen.getByRole('list', { name: 'Sprache' })).toHaveTextContent('Deutsch');
    const button = screen.getByRole('button', { name: 'English' });
    const note = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(note).toHaveTextContent('This page is not available in English.');
    expect(screen.getByRole('link', { name: 'Go to the English home page' })).toHaveAttribute('href', '/');
  });

  it('offers every language, in the site’s order, once', () => {
    render(<LanguageSwitcher locale="de" translations={{}} label="Sprache" />);
    const items = screen.getByRole('list', { name: 'Sprache' }).querySelectorAll('li');
    expect([...items].map((item) => item.firstElementChild?.textContent)).toEqual(LOCALES.map((l) => l.name));
  });
});
