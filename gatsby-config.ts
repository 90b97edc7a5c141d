import type { GatsbyConfig } from 'gatsby';
import { buildConfig } from './site-build/build-config';
import { CMS_URL, buildToken } from './site-build/cms-access';
import { DEFAULT_LANGUAGE } from './src/config/constants';
import { blocksPopulate } from './src/blocks/schema';
import { SITEMAP_QUERY, indexablePages, type SitemapData } from './src/app/sitemap';

const SITE_URL = buildConfig.SITE_URL;

const seo = { populate: { shareImage: true } };

/** A dynamic zone is populated per block type, as the CMS's component schemas say (src/blocks/schema.ts). */
const blocks = blocksPopulate();

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
        // The CMS locales to source, its default first: each locale of a localized type becomes a node
        // of its own, with its `locale`; types without i18n are sourced as before (patches/README.md,
        // gatsby-source-strapi). German joins once the pages and queries choose their locale: until
        // then a German entry would take an English page's slug and the single types' one node.
        locales: [DEFAULT_LANGUAGE],
        collectionTypes: [
          { singularName: 'service', queryParams: { populate: { image: true } } },
          { singularName: 'faq-group', queryParams: { populate: { entries: true } } },
          // Every page of blocks: the fixed pages (src/contracts/pages.ts) and the landing pages.
          { singularName: 'page', queryParams: { populate: { blocks, seo } } },
        ],
        singleTypes: [
          {
            singularName: 'global',
            queryParams: {
              populate: { textLogo: true, transparentLogo: true, socialLinks: true, defaultSeo: seo },
            },
          },
          { singularName: 'privacy-page', queryParams: { populate: { seo } } },
          { singularName: 'chatbot-setting' },
        ],
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/404', '/404.html', '/dev-404-page', '/__preview', '/newsletter/*'],
        // Pages an editor marked noindex leave the sitemap, as their robots meta says (src/components/Seo.tsx).
        query: SITEMAP_QUERY,
        resolvePages: (data: SitemapData) => indexablePages(data),
      },
    },
  ],
};

export default config;
