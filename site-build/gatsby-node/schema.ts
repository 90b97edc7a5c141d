/** The GraphQL types the build declares rather than infers (createSchemaCustomization). */
import type { GatsbyNode } from 'gatsby';
import { blockTypeDefs } from '../../src/blocks/schema';
import { SOURCED_TYPES } from '../sourced-types';
import { DEFAULT_LOCALE, strapiNodeType } from '../../src/lib/locale';

const link = (field: string) => `@link(by: "id", from: "${field}___NODE")`;

/**
 * Types are otherwise inferred from the data, so an optional field that editors leave empty on every
 * entry (a page without a call to action, say) would vanish from the schema and break the queries.
 * These declarations keep every optional field queryable whatever the content.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  // Every sourced type's locale, which each query filters on (src/lib/locale.ts): Strapi's own field
  // on a localized type's nodes; a type the CMS has not localized has one entry, the default locale's.
  actions.createFieldExtension({
    name: 'localeOrDefault',
    extend: () => ({
      resolve: (source: { locale?: string | null }) => source.locale ?? DEFAULT_LOCALE,
    }),
  });
  actions.createTypes(
    SOURCED_TYPES.map((type) => `type ${strapiNodeType(type)} implements Node { locale: String! @localeOrDefault }`),
  );
  actions.createTypes(`
    type STRAPI__COMPONENT_SHARED_SECTION implements Node { heading: String body: String }
    type STRAPI__COMPONENT_SHARED_SOCIAL_LINK implements Node { network: String url: String }
    type STRAPI__COMPONENT_SHARED_SEO implements Node {
      metaTitle: String
      metaDescription: String
      canonicalUrl: String
      noindex: Boolean
      shareImage: STRAPI__MEDIA ${link('shareImage')}
    }
    type STRAPI_GLOBAL implements Node {
      socialLinks: [STRAPI__COMPONENT_SHARED_SOCIAL_LINK] ${link('socialLinks')}
      newsletterSentMessage: String
      newsletterConfirmTitle: String
      newsletterConfirmIntro: String
      newsletterConfirmButton: String
      newsletterConfirmBusy: String
      newsletterConfirmDone: String
      newsletterConfirmDoneDetail: String
      newsletterUnsubscribeTitle: String
      newsletterUnsubscribeIntro: String
      newsletterUnsubscribeButton: String
      newsletterUnsubscribeBusy: String
      newsletterUnsubscribeDone: String
      newsletterUnsubscribeDoneDetail: String
    }
    "The privacy notice: its body is Strapi blocks (a JSON tree), rendered by src/components/RichText.tsx."
    type STRAPI_PRIVACY_PAGE implements Node {
      title: String
      subtitle: String
      lastUpdated: String
      body: JSON
      seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
    }
    ${blockTypeDefs()}
    "An author of the insights (issue 48)."
    type STRAPI_AUTHOR implements Node {
      documentId: String
      name: String
      role: String
      bio: String
      photo: STRAPI__MEDIA ${link('photo')}
    }
    "A category of the insights: its page is /insights/category/{slug}."
    type STRAPI_CATEGORY implements Node {
      documentId: String
      name: String
      slug: String
      description: String
    }
    "An article of the insights, at /insights/{slug}: its body is the page builder's blocks."
    type STRAPI_ARTICLE implements Node {
      documentId: String
      title: String
      slug: String
      summary: String
      tags: String
      date: Date @dateformat
      publishedAt: Date @dateformat
      updatedAt: Date @dateformat
      cover: STRAPI__MEDIA ${link('cover')}
      body: [StrapiBlock] ${link('body')}
      author: STRAPI_AUTHOR ${link('author')}
      category: STRAPI_CATEGORY ${link('category')}
      relatedArticles: [STRAPI_ARTICLE] ${link('relatedArticles')}
      seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
    }
    "A case study, at /case-studies/{slug}: its results are figures and its client's quote a quote, as the blocks'."
    type STRAPI_CASE_STUDY implements Node {
      documentId: String
      clientName: String
      slug: String
      title: String
      summary: String
      sector: String
      challenge: String
      approach: String
      date: Date @dateformat
      publishedAt: Date @dateformat
      updatedAt: Date @dateformat
      clientLogo: STRAPI__MEDIA ${link('clientLogo')}
      cover: STRAPI__MEDIA ${link('cover')}
      services: [STRAPI_SERVICE] ${link('services')}
      results: [STRAPI__COMPONENT_BLOCKS_FIGURE] ${link('results')}
      quote: STRAPI__COMPONENT_BLOCKS_QUOTE ${link('quote')}
      seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
    }
  `);
};
