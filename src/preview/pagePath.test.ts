import { previewPageLocale, previewPagePath } from './pagePath';

it("puts each locale's preview page under /__preview, and reads the locale back", () => {
  expect(previewPagePath('en')).toBe('/__preview');
  expect(previewPagePath('de')).toBe('/__preview/de');
  for (const path of ['/__preview', '/__preview/']) expect(previewPageLocale(path)).toBe('en');
  for (const path of ['/__preview/de', '/__preview/de/']) expect(previewPageLocale(path)).toBe('de');
  // The data and enter routes, another locale, and the live pages are not preview pages.
  for (const path of ['/__preview/data', '/__preview/enter', '/__preview/fr', '/de/__preview', '/', '/de'])
    expect([path, previewPageLocale(path)]).toEqual([path, null]);
});
