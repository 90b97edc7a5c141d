/** The GraphQL types the build declares rather than infers (createSchemaCustomization). */
import type { GatsbyNode } from 'gatsby';
import { PAGE_CONTENT_TYPE, blockTypeDefs, contentTypeDefs } from '../../src/blocks/schema';
import { ROUTED_UIDS } from '../routed-types';
import { SOURCED_TYPES } from '../sourced-types';
import { DEFAULT_LOCALE, strapiNodeType } from '../../src/lib/locale';

const link = (field: string) => `@link(by: "id", from: "${field}___NODE")`;

/**
 * The routed types' nodes but the page's (the blocks' declarations hold it) are declared from their
 * schemas (contentTypeDefs): a new routed type adds nothing here.
 *
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
    ${ROUTED_UIDS.filter((uid) => uid !== PAGE_CONTENT_TYPE)
      .map(contentTypeDefs)
      .join('\n    ')}
  `);
};
