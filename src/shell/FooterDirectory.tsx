import { Link } from 'gatsby';
import { NAV_LINKS } from '../config/constants';
import { ContactDetails } from '../components/ContactDetails';
import { useI18n } from '../lib/i18n';
import type { FooterProps } from './Footer';
import { useLocalePath } from '../lib/pageLocale';

/** The footer's parts without behaviour: the firm, how to reach it, its pages and its networks. A
 * chunk of its own, fetched only where it renders in the browser (./Footer.tsx). */
export function FooterDirectory(props: FooterProps) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <>
      <section className="site-footer__about" aria-labelledby="footer-about">
        <h2 id="footer-about" className="site-footer__heading">
          {props.siteName}
        </h2>
        <p>{props.footerText}</p>
        <ContactDetails contactEmail={props.contactEmail} contactPhone={props.contactPhone} address={props.address} />
      </section>
      <nav className="site-footer__links" aria-label={t('footer.nav')}>
        <h2 className="site-footer__heading">{t('footer.pages')}</h2>
        <ul>
          {NAV_LINKS.map(({ to, labelKey }) => (
            <li key={to}>
              <Link to={localePath(to)}>{t(labelKey)}</Link>
            </li>
          ))}
        </ul>
        <h2 className="site-footer__heading">{t('footer.followUs')}</h2>
        <ul>
          {(props.socialLinks ?? []).map((link) =>
            link?.url ? (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.network}
                  <span className="visually-hidden">{t('footer.newTab')}</span>
                </a>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
    </>
  );
}
