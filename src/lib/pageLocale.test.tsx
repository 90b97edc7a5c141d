import { render } from '@testing-library/react';
import { PageLocaleProvider, pageLocaleLink } from './pageLocale';

describe('a link of the site for code outside React (the consent banner)', () => {
  it("follows the page being rendered: its locale's page where the build has it, else the English one", () => {
    render(
      <PageLocaleProvider value={{ locale: 'de', translations: {}, localeRoutes: ['/', '/privacy'] }}>
        <p />
      </PageLocaleProvider>,
    );
    expect(pageLocaleLink('/privacy')).toBe('/de/privacy');
    expect(pageLocaleLink('/contact')).toBe('/contact');

    render(
      <PageLocaleProvider value={{ locale: 'en', translations: {} }}>
        <p />
      </PageLocaleProvider>,
    );
    expect(pageLocaleLink('/privacy')).toBe('/privacy');
  });
});
