import type { GatsbyNode } from 'gatsby';
import { graphql, type GraphQLResolveInfo } from 'graphql';
import { BLOCK_PAGE_TYPES, knownBlocks } from '../../src/blocks/schema';
import { pageHeadOf, pageHeadQuery, type PageHeadData } from '../../src/blocks/pageHeads';
import type { Translations } from '../../src/lib/translations';
import { isPageKind } from '../../src/lib/pageKinds';
import { catalogueOf } from '../../src/config/messages';
import { articleRoute, readingMinutes } from '../../src/lib/insights';

/** Each page's blocks as the site can render them: a block of a type it does not know yet is left out
 * with a warning (src/blocks/schema.ts) rather than failing the build. And each page's head, computed
 * at build time (`pageHead`). */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, reporter }) => {
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    reporter.warn(message);
  };
  const blocks = (type: string, field = 'blocks', route = (slug: string) => `/${slug}`) => ({
    [field]: {
      type: '[StrapiBlock]',
      resolve: async (
        source: { slug?: string },
        args: unknown,
        context: unknown,
        info: { originalResolver: (...a: unknown[]) => Promise<unknown> },
      ) => {
        const nodes = ((await info.originalResolver(source, args, context, info)) ?? []) as Array<{
          internal: { type: string };
        } | null>;
        return knownBlocks(nodes, warn, source.slug ? `the page ${route(source.slug)}` : type);
      },
    },
  });
  // Gatsby types createResolvers as a bare `Function`.
  (createResolvers as (resolvers: Record<string, unknown>) => void)({
    ...Object.fromEntries(BLOCK_PAGE_TYPES.map((type) => [type, blocks(type)])),
    STRAPI_ARTICLE: {
      // An article's body is the same zone of blocks.
      ...blocks('an article', 'body', articleRoute),
      readingMinutes: {
        type: 'Int!',
        description:
          'Minutes to read the article, from its words (src/lib/insights.ts): computed here, not in the browser.',
        resolve: async (
          source: { summary?: string | null; body___NODE?: string[] },
          _args: unknown,
          context: { nodeModel: { getNodeById: (args: { id: string }) => unknown } },
        ) =>
          readingMinutes(
            source.summary,
            // Each block's node holds its words (a rich-text block's body inline, as the CMS's JSON).
            await Promise.all((source.body___NODE ?? []).map((id) => context.nodeModel.getNodeById({ id }))),
          ),
      },
    },
    Query: {
      siteMessages: {
        type: 'JSON',
        description:
          "A locale's interface strings (src/config/messages): every page reads its own locale's in the shared fragment (src/app/siteData.ts).",
        args: { locale: 'String!' },
        resolve: (_source: unknown, args: { locale: string }) => catalogueOf(args.locale),
      },
      pageHead: {
        type: 'JSON',
        description:
          "The page's whole head (title, meta tags, canonical link, JSON-LD): src/blocks/pageHeads.ts. `kind` and `entry` are the page context's `pageKind` and `id` (src/lib/pageKinds.ts).",
        args: {
          path: 'String!',
          kind: 'String!',
          entry: 'String',
          locale: 'String!',
          translations: 'JSON',
          noindex: 'Boolean',
        },
        resolve: async (
          _source: unknown,
          args: {
            path: string;
            kind: string;
            entry?: string | null;
            locale: string;
            translations?: Translations | null;
            noindex?: boolean | null;
          },
          context: unknown,
          info: GraphQLResolveInfo,
        ) => {
          const { kind } = args;
          if (!isPageKind(kind)) throw new Error(`The head of ${args.path}: no kind of page is called "${kind}".`);
          // Read with the page query's own context, so what it reads counts among the page's dependencies.
          const { query, variables } = pageHeadQuery({ kind, path: args.path, entry: args.entry }, args.locale);
          const result = await graphql({
            schema: info.schema,
            source: query,
            variableValues: variables,
            contextValue: context,
          });
          if (result.errors?.length) throw new Error(`The head of ${args.path}: ${result.errors[0].message}`);
          const messages = catalogueOf(args.locale);
          return pageHeadOf(
            kind,
            args.path,
            result.data as unknown as PageHeadData,
            args.noindex ?? false,
            args.locale,
            args.translations,
            {
              home: messages.nav.home,
              insights: messages.insights.title,
              insightsDescription: messages.insights.description,
              feed: messages.insights.feed,
              caseStudies: messages.caseStudies.title,
              caseStudiesDescription: messages.caseStudies.description,
            },
          );
        },
      },
    },
  });
};
