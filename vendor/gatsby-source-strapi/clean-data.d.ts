/** The types of dist/clean-data.js, for the site server's draft preview (src/preview/nodes.ts), which
 * normalises a draft as the build normalises an entry. */
declare module 'gatsby-source-strapi/dist/clean-data' {
  export interface StrapiSchema {
    uid: string;
    schema: { attributes: Record<string, { type: string }> };
  }

  /** A REST document (Strapi 5's, flat) as node data, by its content type's schema (`contentTypeUid`). */
  export function cleanData(
    data: Record<string, unknown>,
    context: { schemas: readonly StrapiSchema[]; contentTypeUid: string },
    version?: 4 | 5,
  ): Record<string, unknown>;
}
