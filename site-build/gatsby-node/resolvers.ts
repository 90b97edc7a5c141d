import type { GatsbyNode } from 'gatsby';
import { graphql, type GraphQLResolveInfo } from 'graphql';
import { BLOCK_PAGE_TYPES, knownBlocks } from '../../src/blocks/schema';
import { pageHeadOf, pageHeadQuery, type PageHeadData } from '../../src/blocks/pageHeads';
import type { Translations } from '../../src/lib/translations';
import { isPageKind } from '../routed-types';
import { catalogueOf } from '../../src/config/messages';
import { articleRoute } from '../../src/lib/insights';
import { type ComputedField, COMPUTED_FIELDS } from '../../src/lib/computedFields';
import { strapiNodeType } from '../../src/lib/locale';

interface NodeModel {
  getNodeById: (args: { id: string }) => unknown;
}

/** A field the build computes (src/lib/computedFields.ts), given the nodes of the linked fields it reads. */
const computedResolver = (field: ComputedField) => ({
  type: field.type,
  description: field.description,
  resolve: async (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }) => {
    const linked = async (link: string) => {
      const ids = ([] as unknown[]).concat(source[`${link}___NODE`] ?? []) as string[];
      return [link, await Promise.all(ids.map((id) => context.nodeModel.getNodeById({ id })))] as const;
    };
    return field.compute({ ...source, ...Object.fromEntries(await Promise.all(field.links.map(linked))) });
  },
});

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
  const types: Record<string, Record<string, unknown>> = {
    ...Object.fromEntries(BLOCK_PAGE_TYPES.map((type) => [type, blocks(type)])),
    // An article's body is the same zone of blocks.
    STRAPI_ARTICLE: blocks('an article', 'body', articleRoute),
  };
  for (const [uid, fields] of Object.entries(COMPUTED_FIELDS)) {
    const type = strapiNodeType(uid.split('.').pop()!);
    types[type] = {
      ...types[type],
      ...Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, computedResolver(field)])),
    };
  }
  // Gatsby types createResolvers as a bare `Function`.
  (createResolvers as (resolvers: Record<string, unknown>) => void)({
    ...types,
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
          // The words the heads read, the locale's catalogue whole (pageHeads.ts's HeadWords picks them).
          return pageHeadOf(
            kind,
            args.path,
            result.data as unknown as PageHeadData,
            args.noindex ?? false,
            args.locale,
            args.translations,
            catalogueOf(args.locale),
          );
        },
      },
    },
  });
};
