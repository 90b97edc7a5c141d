/** @jest-environment node */
// The build's server render, where a page without the shared content must stop the build.
import { isValidElement } from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { catalogueOf, localeContext } from '../config/messages';
import { translator } from '../lib/i18n';
import { makeStore } from './store';
import { StoreRoot } from './wrapRoot';
import { wrapPage } from './wrapPage';
import { hasSiteData, sharedSiteData, toSiteData } from './siteData';

type Props = WrapPageElementBrowserArgs['props'];
const props = (pathname: string, data: unknown, pageContext: object = {}) =>
  ({ location: { pathname }, data, pageContext }) as unknown as Props;

const SITE_DATA = {
  siteGlobal: { siteName: 'Meridian Works' },
  siteChatbot: { title: 'Ask us' },
  siteFaq: {
    nodes: [{ level: 1, entries: [{ index: 1, question: 'Do you plan events?', answer: 'Yes.' }, null] }],
  },
} as unknown as Queries.SiteDataFragment;

test('a built page without the shared content stops the build, naming the page', () => {
  const element = <p>page</p>;
  expect(() => wrapPage({ element, props: props('/forgotten/', { head: {} }) })).toThrow(
    'The page /forgotten/ does not query the shared content: add ...SiteData to its page query.',
  );
});

test('a page with it is wrapped in the shell; the draft preview wraps itself', () => {
  const element = <p>page</p>;
  const wrapped = wrapPage({ element, props: props('/about/', SITE_DATA) });
  expect(isValidElement(wrapped)).toBe(true);
  expect(wrapped).not.toBe(element);
  // Only in the page's interface strings (src/lib/i18n.tsx).
  expect(wrapPage({ element, props: props('/__preview/', {}, { preview: true }) }).props.children).toBe(element);
});

test('the shared content as the shell takes it: the FAQ without its empty entries', () => {
  expect(hasSiteData(SITE_DATA)).toBe(true);
  expect(hasSiteData({ head: {} })).toBe(false);
  expect(hasSiteData(undefined)).toBe(false);
  const site = toSiteData(SITE_DATA);
  expect(site.global.siteName).toBe('Meridian Works');
  expect(site.chatCopy).toEqual({ title: 'Ask us' });
  expect(site.faq).toEqual([{ level: 1, entries: [{ index: 1, question: 'Do you plan events?', answer: 'Yes.' }] }]);
});

test("each page's data brings the shared content anew: the same content keeps the same objects", () => {
  const site = sharedSiteData(SITE_DATA);
  expect(sharedSiteData(structuredClone(SITE_DATA))).toBe(site);
  const renamed = { ...SITE_DATA, siteGlobal: { siteName: 'Meridian' } } as Queries.SiteDataFragment;
  expect(sharedSiteData(renamed)).not.toBe(site);
  expect(sharedSiteData(renamed).global.siteName).toBe('Meridian');
});

test("a page is rendered in its context's locale: the shell's words from the messages in its data", () => {
  const site = {
    ...SITE_DATA,
    siteGlobal: {
      siteName: 'Meridian Works',
      tagline: 'Events',
      footerText: 'London',
      contactEmail: 'hello@example.com',
      contactPhone: '+44 20 7946 0000',
      address: '1 Example Street\nLondon',
      socialLinks: [],
      newsletterHeading: 'Newsletter',
      newsletterIntro: 'Monthly.',
    },
  } as unknown as Queries.SiteDataFragment;
  const page = (locale: string) =>
    renderToString(
      <StoreRoot store={makeStore()}>
        {wrapPage({
          element: <p>page</p>,
          props: props(`/${locale}/`, { ...site, siteMessages: catalogueOf(locale) }, localeContext(locale)),
        })}
      </StoreRoot>,
    );
  const german = page('de');
  expect(german).toContain('Zum Inhalt springen');
  expect(german).toContain('Über uns');
  expect(german).not.toContain('Skip to content');
  // Code outside React speaks the page's language too (the toasts, the chat's thunks).
  expect(translator().locale).toBe('de');
  const english = page('en');
  expect(english).toContain('Skip to content');
  expect(english).toContain('About Us');
  expect(translator().locale).toBe('en');
});
