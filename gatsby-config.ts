import type { GatsbyConfig } from 'gatsby';
import { buildConfig } from './site-build/build-config';
import { CMS_URL, buildToken } from './site-build/cms-access';
import { COLLECTION_TYPES, SINGLE_TYPES } from './site-build/sourced-types';
import { LOCALE_CODES } from './src/lib/locale';

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
        // once, as before (vendor/gatsby-source-strapi/README.md). Each query names its locale
        // (src/lib/locale.ts).
        locales: LOCALE_CODES,
        collectionTypes: COLLECTION_TYPES,
        singleTypes: SINGLE_TYPES,
      },
    },
  ],
};

export default config;
