import { Link } from 'gatsby';
import { NAV_LINKS } from '../config/constants';
import { ContactDetails } from '../components/ContactDetails';
import { useI18n } from '../lib/i18n';
import type { FooterProps } from './Footer';
import { useLocalePath } from '../lib/pageLocale';
import { INSIGHTS_ROUTE } from '../lib/insights';
import { CASE_STUDIES_ROUTE } from '../lib/caseStudies';

/** The sections with a list page of their own, named where the page's locale has them built (its
 * routes, `localeRoutes`, from the build: gatsby-node.ts). Here, in the directory's own chunk, not in
 * the first load's NAV_LINKS: the header keeps the spec's four routes. */
const SECTION_LINKS = [
  { to: INSIGHTS_ROUTE, labelKey: 'insights.title' },
  { to: CASE_STUDIES_ROUTE, labelKey: 'caseStudies.title' },
] as const;

/** The footer's parts without behaviour: the firm, how to reach it, its pages and its networks. A
 * chunk of its own, fetched only where it renders in the browser (./Footer.tsx). */
export function FooterDirectory(props: FooterProps) {
  const { t, localeRoutes } = useI18n();
  const localePath = useLocalePath();
  // A page the build gave no routes (none but `gatsby develop`'s own) names every section.
  const links = [...NAV_LINKS, ...SECTION_LINKS.filter(({ to }) => !localeRoutes || localeRoutes.includes(to))];
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
          {links.map(({ to, labelKey }) => (
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
