import { Link } from 'gatsby';
import { NAV_LINKS } from '../config/constants';
import { ContactDetails, type ContactDetailsProps } from '../components/ContactDetails';
import { NewsletterForm } from '../features/forms/NewsletterForm';

export interface FooterProps extends ContactDetailsProps {
  siteName: string;
  footerText: string;
  socialLinks: ReadonlyArray<{ network: string | null; url: string | null } | null> | null;
  newsletterHeading: string;
  newsletterIntro: string;
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
          <NewsletterForm heading={props.newsletterHeading} intro={props.newsletterIntro} />
        </div>
      </div>
      <p className="site-footer__copyright">
        © {year} {props.siteName}
      </p>
    </footer>
  );
}
