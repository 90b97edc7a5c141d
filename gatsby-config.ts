import type { GatsbyConfig } from 'gatsby';
import { CMS_URL, buildToken } from './scripts/cms-access';

const SITE_URL = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 9000}`).replace(/\/$/, '');

const seo = { populate: { shareImage: true } };

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: SITE_URL },
  // Typed query results in src/gatsby-types.d.ts (Queries.*), for developers; npm start's rebuilds
  // (GATSBY_TYPEGEN=off, server/gatsby-builder.ts) skip writing them to save a publish's seconds.
  graphqlTypegen: process.env.GATSBY_TYPEGEN === 'off' ? false : { generateOnBuild: true },
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
        collectionTypes: [
          { singularName: 'service', queryParams: { populate: { image: true } } },
          { singularName: 'faq-group', queryParams: { populate: { entries: true } } },
        ],
        singleTypes: [
          {
            singularName: 'global',
            queryParams: {
              populate: { textLogo: true, transparentLogo: true, socialLinks: true, defaultSeo: seo },
            },
          },
          ...['home-page', 'about-page', 'services-page', 'contact-page'].map((singularName) => ({
            singularName,
            queryParams: { populate: { cta: true, sections: true, seo } },
          })),
          { singularName: 'privacy-page', queryParams: { populate: { seo } } },
          { singularName: 'chatbot-setting' },
        ],
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: ['/404', '/404.html', '/dev-404-page', '/__preview', '/newsletter/*'] },
    },
  ],
};

export default config;
