import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { CATALOGUES } from '../config/messages';
import { I18nProvider } from '../lib/i18n';
import { serverRendered } from '../testing/serverRender';
import { Footer, type FooterProps } from './Footer';
import * as directoryModule from './FooterDirectory';

jest.mock('./FooterDirectory', () => {
  const actual = jest.requireActual<typeof directoryModule>('./FooterDirectory');
  return { FooterDirectory: jest.fn(actual.FooterDirectory) };
});

const PROPS: FooterProps = {
  siteName: 'Meridian Works',
  footerText: 'Projects delivered.',
  contactEmail: 'hello@meridian.example',
  contactPhone: '+1 555 0100',
  address: '1 Main Street',
  socialLinks: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/company/meridian' }],
  newsletterHeading: 'Newsletter',
  newsletterIntro: 'News, now and then.',
};

afterEach(() => document.body.replaceChildren());

test("a first load keeps the footer's directory as the build's HTML: not rendered again, no hydration error", async () => {
  const container = await serverRendered(<Footer {...PROPS} />);
  const about = container.querySelector('.site-footer__about');
  expect(about).toHaveTextContent('Projects delivered.');
  jest.mocked(directoryModule.FooterDirectory).mockClear();
  const errors = jest.spyOn(console, 'error');
  // Different words in the browser: a directory rendered again would show them.
  await act(async () => {
    hydrateRoot(container, <Footer {...PROPS} footerText="Rendered again" />);
  });
  expect(directoryModule.FooterDirectory).not.toHaveBeenCalled();
  expect(container.querySelector('.site-footer__about')).toBe(about);
  expect(about).toHaveTextContent('Projects delivered.');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test('without server HTML (gatsby develop, the draft preview) the footer renders its directory', async () => {
  render(<Footer {...PROPS} />);
  const pages = await screen.findByRole('navigation', { name: 'Footer' });
  expect(pages).toContainElement(screen.getByRole('link', { name: 'Services' }));
  expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
  expect(screen.getByText('hello@meridian.example')).toBeInTheDocument();
});

test("the directory names the sections the page's locale has built, in its language, and no other", async () => {
  render(
    <I18nProvider locale="de" messages={CATALOGUES.de} localeRoutes={['/', '/about', '/insights']}>
      <Footer {...PROPS} />
    </I18nProvider>,
  );
  const pages = await screen.findByRole('navigation', { name: 'Fußzeile' });
  expect(within(pages).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/de/insights');
  expect(within(pages).queryByRole('link', { name: 'Fallstudien' })).toBeNull();
});

test('an English page names both sections where the build has them', async () => {
  render(
    <I18nProvider locale="en" messages={CATALOGUES.en} localeRoutes={['/', '/insights', '/case-studies']}>
      <Footer {...PROPS} />
    </I18nProvider>,
  );
  const pages = await screen.findByRole('navigation', { name: 'Footer' });
  expect(within(pages).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
  expect(within(pages).getByRole('link', { name: 'Case studies' })).toHaveAttribute('href', '/case-studies');
});
