import type { GatsbyConfig } from 'gatsby';
import { buildConfig } from './site-build/build-config';
import { CMS_URL, buildToken } from './site-build/cms-access';
import { COLLECTION_TYPES, SINGLE_TYPES } from './site-build/sourced-types';
import { DEFAULT_LOCALE, LOCALE_CODES } from './src/lib/locale';
import { SITEMAP_QUERY, indexablePages, sitemapEntry, type SitemapData, type SitemapPage } from './src/app/sitemap';

/** Pages never for search engines, in every locale (`/de/404`, `/de/newsletter/…`). */
const NOINDEX_PATHS = LOCALE_CODES.flatMap((code) => {
  const prefix = code === DEFAULT_LOCALE ? '' : `/${code}`;
  return [`${prefix}/404`, `${prefix}/newsletter/*`];
});

const SITE_URL = buildConfig.SITE_URL;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: SITE_URL },
  // Typed query results in src/gatsby-types.d.ts (Queries.*), for developers; npm start's rebuilds
  // (GATSBY_TYPEGEN=off, server/gatsby-builder.ts) skip writing them to save a publish's seconds.
  graphqlTypegen: buildConfig.GATSBY_TYPEGEN === 'off' ? false : { generateOnBuild: true },
  jsxRuntime: 'automatic',
  trailingSlash: 'never',
  plugins: [
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-strapi',
      options: {
        apiURL: CMS_URL,
        accessToken: buildToken() || 'missing-token',
        // The CMS's locales, its default first (cms/src/contracts/locales.ts): each locale of a
        // localized type becomes a node of its own, with its `locale`; a type without i18n is sourced
        // once, as before (patches/README.md, gatsby-source-strapi). Each query names its locale
        // (src/lib/locale.ts).
        locales: LOCALE_CODES,
        collectionTypes: COLLECTION_TYPES,
        singleTypes: SINGLE_TYPES,
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: [...NOINDEX_PATHS, '/404.html', '/dev-404-page', '/__preview', '/__preview/*'],
        // Pages an editor marked noindex leave the sitemap, as their robots meta says (src/components/Seo.tsx).
        query: SITEMAP_QUERY,
        resolvePages: (data: SitemapData) => indexablePages(data),
        // Each page's translations as xhtml:link alternates, as its hreflang links.
        serialize: (page: SitemapPage) => sitemapEntry(page),
      },
    },
  ],
};

export default config;
