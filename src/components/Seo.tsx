/**
 * The Head of every page and landing page (Gatsby Head API, which replaces react-helmet), rendered
 * into the HTML at build time: the title (the firm's name, SPEC section 2, unless an editor set
 * another), description, canonical link, robots when the entry says noindex, Open Graph and Twitter
 * tags with the share image, and the page's JSON-LD (./seo/jsonLd.ts). The rules are in ./seo/head.ts.
 * A page passes its entry's SEO fields (the SeoFields fragment below) and, where it shows them, its
 * FAQ entries (`faqEntriesOf(page.blocks)` from ./seo/jsonLd) and services:
 * `<Seo pathname={location.pathname} seo={page.seo} faq={faqEntriesOf(page.blocks)} />`.
 * No <html> element here: React 19 treats <html> as a singleton and would strip the theme class and
 * the intro's scroll lock from it; `lang` is set at server render instead (gatsby-ssr).
 */
import { graphql, useStaticQuery } from 'gatsby';
import { headFields, type SeoEntry } from './seo/head';
import {
  faqPage,
  graph,
  organization,
  scriptJson,
  services as serviceNodes,
  type FaqEntryInput,
  type ServiceInput,
} from './seo/jsonLd';

export interface SeoProps {
  pathname: string;
  /** The page's SEO entry (query it with `seo { ...SeoFields }`). */
  seo?: SeoEntry | null;
  /** A page that is never for search engines (the 404, the newsletter's links), whatever any entry says. */
  noindex?: boolean;
  /** The questions and answers of the FAQ blocks the page shows: an FAQPage in its JSON-LD. */
  faq?: ReadonlyArray<FaqEntryInput | null> | null;
  /** The services the page lists, each at `#slug`: one Service each in its JSON-LD. */
  services?: ReadonlyArray<ServiceInput | null> | null;
}

export function Seo({ pathname, seo, noindex, faq, services }: SeoProps) {
  const data = useStaticQuery<Queries.SeoDefaultsQuery>(graphql`
    query SeoDefaults {
      site {
        siteMetadata {
          siteUrl
        }
      }
      strapiGlobal {
        siteName
        contactEmail
        contactPhone
        address
        socialLinks {
          url
        }
        transparentLogo {
          localFile {
            childImageSharp {
              original {
                src
              }
            }
          }
        }
        defaultSeo {
          ...SeoFields
        }
      }
    }
  `);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? '';
  const global = data.strapiGlobal;
  const siteName = global?.siteName ?? '';
  const head = headFields({ siteUrl, siteName, pathname, seo, defaults: global?.defaultSeo, noindex });
  const logo = global?.transparentLogo?.localFile?.childImageSharp?.original?.src;
  const jsonLd = graph([
    organization({
      siteUrl,
      name: siteName,
      logoUrl: logo && `${siteUrl}${logo}`,
      email: global?.contactEmail,
      telephone: global?.contactPhone,
      address: global?.address,
      sameAs: global?.socialLinks?.map((link) => link?.url),
    }),
    faq ? faqPage(faq, head.url) : undefined,
    ...(services ? serviceNodes(services, head.url, siteUrl) : []),
  ]);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex && <meta name="robots" content="noindex, follow" />}
      <meta name="theme-color" content="#0d1420" />
      <link rel="canonical" href={head.canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={head.socialTitle} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      {head.image && <meta property="og:image" content={head.image.url} />}
      {head.image?.width && <meta property="og:image:width" content={String(head.image.width)} />}
      {head.image?.height && <meta property="og:image:height" content={String(head.image.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.socialTitle} />
      <meta name="twitter:description" content={head.description} />
      {head.image && <meta name="twitter:image" content={head.image.url} />}
      <script
        type="application/ld+json"
        // The JSON is escaped for a <script> element (scriptJson): an editor's `</script>` stays text.
        dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
      />
    </>
  );
}

/** The SEO fields every page's entry has (`shared.seo`), the share image sized for link previews. */
export const seoFieldsFragment = graphql`
  fragment SeoFields on STRAPI__COMPONENT_SHARED_SEO {
    metaTitle
    metaDescription
    canonicalUrl
    noindex
    shareImage {
      localFile {
        childImageSharp {
          resize(width: 1200, height: 630, fit: COVER) {
            src
            width
            height
          }
        }
      }
    }
  }
`;
