/**
 * What the head of a page says, from its SEO entry (the CMS's `shared.seo`: metaTitle,
 * metaDescription, shareImage, canonicalUrl, noindex) and Global settings' defaults. Pure, so the
 * rules are tested without a DOM; src/components/Seo.tsx renders the result.
 */

export interface SeoEntry {
  metaTitle?: string | null;
  metaDescription?: string | null;
  canonicalUrl?: string | null;
  noindex?: boolean | null;
  shareImage?: ShareImageMedia | null;
}

/** A media field as the site's queries read it: resized by sharp to the share size. A file sharp does
 * not process (an SVG, a GIF) has no resize, and the default share image stands in for it. */
export interface ShareImageMedia {
  localFile?: {
    childImageSharp?: { resize?: { src?: string | null; width?: number | null; height?: number | null } | null } | null;
  } | null;
}

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

export interface HeadInput {
  siteUrl: string;
  siteName: string;
  pathname: string;
  seo?: SeoEntry | null;
  /** Global settings' default SEO: its description and share image stand in for a page's empty ones. */
  defaults?: SeoEntry | null;
  /** A page that is never for search engines, whatever its entry says (the 404, the newsletter's links). */
  noindex?: boolean;
}

export interface HeadFields {
  /** `<title>`: the firm's name (SPEC section 2), or "metaTitle · firm" when an editor set another title. */
  title: string;
  /** og:title and twitter:title: the page's own title when set. */
  socialTitle: string;
  description: string;
  /** The page's own absolute URL (og:url). */
  url: string;
  canonical: string;
  image?: ShareImage;
  noindex: boolean;
}

const text = (value: string | null | undefined) => value?.trim() || '';

/** The page's absolute URL as the site serves it (no trailing slash, the home page as `/`). */
export function pageUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${pagePath(pathname)}`;
}

/** A page's path as the site names it: `/about/` and `/about` are one page, `/about`; the home page `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** An editor's canonical URL made absolute: an http(s) URL as it is, a path on this site; anything else
 * (the CMS refuses it, but a build must not publish it) is no canonical URL. */
export function absoluteCanonical(siteUrl: string, value: string | null | undefined): string | undefined {
  const url = text(value);
  if (/^https?:\/\/[^\s/]+\S*$/i.test(url)) return url;
  // A path, but not `//host/…`, which a browser reads as another site.
  if (/^\/(?!\/)\S*$/.test(url)) return `${siteUrl}${url}`;
  return undefined;
}

export function shareImage(siteUrl: string, media: ShareImageMedia | null | undefined): ShareImage | undefined {
  const resized = media?.localFile?.childImageSharp?.resize;
  if (!resized?.src) return undefined;
  return {
    url: `${siteUrl}${resized.src}`,
    ...(resized.width && resized.height ? { width: resized.width, height: resized.height } : {}),
  };
}

export function headFields({ siteUrl, siteName, pathname, seo, defaults, noindex }: HeadInput): HeadFields {
  const metaTitle = text(seo?.metaTitle);
  const url = pageUrl(siteUrl, pathname);
  return {
    title: metaTitle && metaTitle !== siteName ? `${metaTitle} · ${siteName}` : siteName,
    socialTitle: metaTitle || siteName,
    description: text(seo?.metaDescription) || text(defaults?.metaDescription),
    url,
    canonical: absoluteCanonical(siteUrl, seo?.canonicalUrl) ?? url,
    image: shareImage(siteUrl, seo?.shareImage) ?? shareImage(siteUrl, defaults?.shareImage),
    noindex: Boolean(noindex || seo?.noindex),
  };
}
