import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE, chosenLanguage } from '../lib/locale';
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

  it('says, in German, that a page has no German version and offers the German home page', async () => {
    render(<LanguageSwitcher locale="en" translations={{ en: '/spring-offer' }} label="Language" />);
    expect(screen.queryByRole('link', { name: 'Deutsch' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Deutsch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Diese Seite gibt es nicht auf Deutsch.')).not.toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Diese Seite gibt es nicht auf Deutsch.')).toBeVisible();
    const home = screen.getByRole('link', { name: 'Zur deutschen Startseite' });
    expect(home).toHaveAttribute('href', '/de');
    expect(home.closest('[lang]')).toHaveAttribute('lang', 'de');

    await userEvent.click(home);
    expect(chosenLanguage(document.cookie)).toBe('de');
  });

  it('is keyboard-usable: Enter opens the note, Tab reaches its link, Esc closes it and returns focus', async () => {
    render(<LanguageSwitcher locale="de" translations={{ de: '/de/nur-deutsch' }} label="Sprache" />);
    const button = screen.getByRole('button', { name: 'English' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('This page is not available in English.')).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Go to the English home page' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the note on a click outside it', async () => {
    render(
      <>
        <LanguageSwitcher locale="en" translations={{ en: '/x' }} label="Language" />
        <p>elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-expanded', 'false');
  });
});
