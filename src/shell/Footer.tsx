import * as React from 'react';
import { Link } from 'gatsby';
import { PRIVACY_PATH } from '../config/constants';
import { openCookieSettings } from '../lib/cookieSettings';
import { StaticIsland } from '../lib/StaticIsland';
import { useI18n } from '../lib/i18n';
import type { ContactDetailsProps } from '../components/ContactDetails';
import { FORMS } from '../features/forms/lazyForms';
import { useLocalePath } from '../lib/pageLocale';

// The directory has no behaviour: on a first load it is the build's HTML, kept as it is, and its code
// is fetched only where the footer renders in the browser alone (`gatsby develop`, the draft preview).
const FooterDirectory = React.lazy(() =>
  import('./FooterDirectory').then((module) => ({ default: module.FooterDirectory })),
);

export interface FooterProps extends ContactDetailsProps {
  siteName: string;
  footerText: string;
  socialLinks: ReadonlyArray<{ network: string | null; url: string | null } | null> | null;
  newsletterHeading: string;
  newsletterIntro: string;
  newsletterSentMessage?: string | null;
}

/** The footer: the directory (an island of server HTML), the newsletter form (hydrated when wanted),
 * the copyright and the privacy links. */
export function Footer(props: FooterProps) {
  const localePath = useLocalePath();
  const year = new Date().getFullYear();
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <StaticIsland>
          <React.Suspense fallback={null}>
            <FooterDirectory {...props} />
          </React.Suspense>
        </StaticIsland>
        <div className="site-footer__newsletter">
          <FORMS.subscription
            heading={props.newsletterHeading}
            intro={props.newsletterIntro}
            sentMessage={props.newsletterSentMessage}
          />
        </div>
      </div>
      <div className="site-footer__copyright">
        <p>
          © {year} {props.siteName}
        </p>
        <ul className="site-footer__legal" aria-label={t('footer.legal')}>
          <li>
            <Link to={localePath(PRIVACY_PATH)}>{t('footer.privacyNotice')}</Link>
          </li>
          {/* Only where there is something to consent to: the id is a build-time constant, so without it
              the button is not in the build at all (gatsby-node.ts, onCreateWebpackConfig). */}
          {process.env.GATSBY_ANALYTICS_ID ? (
            <li>
              <button type="button" className="link-button" onClick={() => openCookieSettings()}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  );
}
