import { Link } from 'gatsby';
import { NAV_LINKS, PRIVACY_PATH } from '../config/constants';
import { openCookieSettings } from '../lib/cookieSettings';
import { ContactDetails, type ContactDetailsProps } from '../components/ContactDetails';
import { NewsletterForm } from '../features/forms/lazyForms';

export interface FooterProps extends ContactDetailsProps {
  siteName: string;
  footerText: string;
  socialLinks: ReadonlyArray<{ network: string | null; url: string | null } | null> | null;
  newsletterHeading: string;
  newsletterIntro: string;
  newsletterSentMessage?: string | null;
}

export function Footer(props: FooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {props.siteName}
          </h2>
          <p>{props.footerText}</p>
          <ContactDetails contactEmail={props.contactEmail} contactPhone={props.contactPhone} address={props.address} />
        </section>
        <nav className="site-footer__links" aria-label="Footer">
          <h2 className="site-footer__heading">Pages</h2>
          <ul>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
          <h2 className="site-footer__heading">Follow us</h2>
          <ul>
            {(props.socialLinks ?? []).map((link) =>
              link?.url ? (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    {link.network}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
        <div className="site-footer__newsletter">
          <NewsletterForm
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
        <ul className="site-footer__legal" aria-label="Privacy">
          <li>
            <Link to={PRIVACY_PATH}>Privacy notice</Link>
          </li>
          {/* Only where there is something to consent to: the id is a build-time constant, so without it
              the button is not in the build at all (gatsby-node.ts, onCreateWebpackConfig). */}
          {process.env.GATSBY_ANALYTICS_ID ? (
            <li>
              <button type="button" className="link-button" onClick={() => openCookieSettings()}>
                Cookie settings
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  );
}
