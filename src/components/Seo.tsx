/**
 * The Head of every page (Gatsby Head API, which replaces react-helmet): the firm's name as the
 * title (SPEC section 2), description, Open Graph and Twitter tags, and a canonical link.
 * No <html> element here: React 19 treats <html> as a singleton and would strip the theme class and
 * the intro's scroll lock from it; `lang` is set at server render instead (gatsby-ssr).
 */
import { graphql, useStaticQuery } from 'gatsby';

export interface SeoProps {
  pathname: string;
  description?: string | null;
  shareImage?: string | null;
}

export function Seo({ pathname, description, shareImage }: SeoProps) {
  const data = useStaticQuery<Queries.SeoDefaultsQuery>(graphql`
    query SeoDefaults {
      site {
        siteMetadata {
          siteUrl
        }
      }
      strapiGlobal {
        siteName
        defaultSeo {
          metaDescription
          shareImage {
            localFile {
              childImageSharp {
                resize(width: 1200, height: 630, fit: COVER) {
                  src
                }
              }
            }
          }
        }
      }
    }
  `);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? '';
  const title = data.strapiGlobal?.siteName ?? '';
  const text = description || data.strapiGlobal?.defaultSeo?.metaDescription || '';
  const image = shareImage || data.strapiGlobal?.defaultSeo?.shareImage?.localFile?.childImageSharp?.resize?.src;
  const url = `${siteUrl}${pathname === '/' ? '' : pathname.replace(/\/$/, '')}` || '/';
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      <meta name="theme-color" content="#0d1420" />
      <link rel="canonical" href={url} />
      <link rel="icon" type="image/png" href="/favicon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={title} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={`${siteUrl}${image}`} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
    </>
  );
}
