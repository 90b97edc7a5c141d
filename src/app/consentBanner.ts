/**
 * The consent banner: vanilla-cookieconsent, its CSS and the site's theme for it, wired to gtag by
 * ./consent.ts. Only ./analytics.ts imports this file, lazily and only when GATSBY_ANALYTICS_ID is set
 * at build time, so a site without analytics contains none of it (tests/e2e/consent.spec.ts checks).
 *
 * The CSS comes as text (raw-loader) and is added here: Gatsby puts every imported style sheet into
 * the one inlined in each page's <head>, which would make every first paint wait for the banner's.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import libraryCss from '!!raw-loader!vanilla-cookieconsent/dist/cookieconsent.css';
import themeCss from '!!raw-loader!./consent.css';
import { PRIVACY_PATH } from '../config/constants';
import { pageLocaleLink } from '../lib/pageLocale';
import { ANALYTICS_COOKIES, consentConfig, createAnalytics, type Analytics } from './consent';

let started: Promise<Analytics> | null = null;

function addStyles(): void {
  const style = document.createElement('style');
  style.id = 'cookie-consent-styles';
  style.textContent = `${libraryCss}\n${themeCss}`;
  document.head.appendChild(style);
}

function loadTag(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Shows the banner if no choice is stored, and applies a stored one; once per page load. */
export function startConsent(id: string): Promise<Analytics> {
  started ??= (async () => {
    addStyles();
    const analytics = createAnalytics(id, window as never, loadTag);
    await CookieConsent.run(
      consentConfig({
        // The privacy notice in the page's language, where the site has it in that language.
        privacyPath: pageLocaleLink(PRIVACY_PATH),
        secure: window.location.protocol === 'https:',
        onGrant: () => analytics.grant(),
        onWithdraw: () => {
          analytics.withdraw();
          // The library erases them too (autoClear); here also where gtag set them on the parent domain.
          CookieConsent.eraseCookies(ANALYTICS_COOKIES);
          CookieConsent.eraseCookies(ANALYTICS_COOKIES, '/', `.${window.location.hostname}`);
        },
      }),
    );
    return analytics;
  })();
  return started;
}

/** The footer's "Cookie settings": the second layer, where the choice can be changed. */
export async function showCookieSettings(id: string): Promise<void> {
  await startConsent(id);
  CookieConsent.showPreferences();
}
