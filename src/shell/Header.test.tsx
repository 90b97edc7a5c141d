import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../app/store';
import { renderWithProviders } from '../testing/render';
import { firstScreenThemeActions } from '../features/theme/themeState';
import { CATALOGUES } from '../config/messages';
import { I18nProvider } from '../lib/i18n';
import { Header } from './Header';
import { isActivePath } from './navigation';

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/about', '/', false],
    ['/about', '/about', true],
    ['/about/', '/about', true],
    ['/services/event-planning', '/services', true],
    ['/servicesx', '/services', false],
    ['/contact', '/about', false],
  ])('%s highlights %s: %s', (pathname, to, expected) => {
    expect(isActivePath(pathname, to)).toBe(expected);
  });
});

/** Renders the header and waits for its brand, whose code comes as a chunk of its own (a lazy part that
 * resolved outside act() would leave React warning and the test asserting on a header still loading). */
async function renderHeader(pathname: string, store = makeStore()) {
  const view = renderWithProviders(<Header pathname={pathname} siteName="Meridian Works" />, { store });
  const rerender = (next: string) => view.rerender(<Header pathname={next} siteName="Meridian Works" />);
  await screen.findByRole('link', { name: 'Meridian Works, home' });
  return { ...view, rerender, store };
}

describe('Header', () => {
  it('marks only the current page link as current', async () => {
    await renderHeader('/services');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveClass('site-nav__link--active');
    for (const name of ['Home', 'About Us', 'Contact']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('opens the mobile menu and closes it on route change', async () => {
    const user = userEvent.setup();
    const { rerender } = await renderHeader('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-navigation');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-navigation')).toHaveClass('site-nav--open');
    rerender('/about');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-navigation')).not.toHaveClass('site-nav--open');
  });

  it('closes the mobile menu on Esc and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    await renderHeader('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the mobile menu on a click outside the header', async () => {
    const user = userEvent.setup();
    await renderHeader('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides while scrolling down and shows again on the way up', async () => {
    const { container, store } = await renderHeader('/');
    const header = container.querySelector('header')!;
    expect(header).not.toHaveClass('site-header--hidden');
    act(() => {
      store.dispatch(firstScreenThemeActions.setScrollDirection('down'));
    });
    expect(header).toHaveClass('site-header--hidden');
    act(() => {
      store.dispatch(firstScreenThemeActions.setScrollDirection('up'));
    });
    expect(header).not.toHaveClass('site-header--hidden');
  });

  it('toggles dark mode from the header', async () => {
    const user = userEvent.setup();
    const { store } = await renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(store.getState().theme.darkMode).toBe(false);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveClass('light');
  });
});

describe('on a German page', () => {
  test('the links go to the German pages that are built, in German, and the German home is not active everywhere', async () => {
    renderWithProviders(
      <I18nProvider
        locale="de"
        messages={CATALOGUES.de}
        translations={{ en: '/about', de: '/de/about' }}
        localeRoutes={['/', '/about', '/services']}
      >
        <Header pathname="/de/about" siteName="Meridian Works" />
      </I18nProvider>,
    );
    const brand = await screen.findByRole('link', { name: 'Meridian Works, zur Startseite' });
    expect(brand).toHaveAttribute('href', '/de');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const hrefs = [...nav.querySelectorAll('a.site-nav__link')].map((link) => link.getAttribute('href'));
    // No German contact page in this build: its link stays the English one.
    expect(hrefs).toEqual(['/de', '/de/about', '/de/services', '/contact']);
    expect([...nav.querySelectorAll('a[aria-current="page"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/de/about',
    ]);
    // The switcher, in the navigation (so in the phone menu too): the same page in English.
    const switcher = within(nav).getByRole('list', { name: 'Sprache' });
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about');
    expect(within(switcher).getByText('Deutsch')).toHaveAttribute('aria-current', 'true');
  });
});
