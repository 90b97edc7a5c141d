/**
 * The fields the build computes rather than sources, by content type: each is a field of the type's
 * GraphQL node, resolved by site-build/gatsby-node/resolvers.ts, and given to a draft by the preview
 * (src/preview/nodes.ts) with the same function. `links` names the linked fields it reads (resolved to
 * their nodes for it: an article's blocks).
 */
import { readingMinutes } from './insights';

export interface ComputedField {
  type: string;
  description: string;
  links: readonly string[];
  compute: (entry: Record<string, unknown>) => unknown;
}

export const COMPUTED_FIELDS: Readonly<Record<string, Readonly<Record<string, ComputedField>>>> = {
  'api::article.article': {
    readingMinutes: {
      type: 'Int!',
      description:
        'Minutes to read the article, from its words (src/lib/insights.ts): computed here, not in the browser.',
      links: ['body'],
      // Each block holds its words (a rich-text block's body inline, as the CMS's JSON).
      compute: (article) => readingMinutes(article.summary, article.body),
    },
  },
};
