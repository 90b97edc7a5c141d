import { render } from '@testing-library/react';
import { I18nProvider } from './i18n';
import { pageLocaleLink } from './pageLocale';

describe('a link of the site for code outside React (the consent banner)', () => {
  it("follows the page being rendered: its locale's page where the build has it, else the English one", () => {
    render(
      <I18nProvider locale="de" messages={undefined} localeRoutes={['/', '/privacy']}>
        <p />
      </I18nProvider>,
    );
    expect(pageLocaleLink('/privacy')).toBe('/de/privacy');
    expect(pageLocaleLink('/contact')).toBe('/contact');

    render(
      <I18nProvider locale="en" messages={undefined}>
        <p />
      </I18nProvider>,
    );
    expect(pageLocaleLink('/privacy')).toBe('/privacy');
  });
});
