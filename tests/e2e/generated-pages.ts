/**
 * Landing pages made in bulk before the browser suite's one build (global-setup.ts), so the site is
 * built and served at the size of a firm that publishes a hundred pages and more: headers.spec.ts checks
 * that no response header grows with them. Each is published through the admin's Content Manager,
 * as an editor does, under a slug prefix no other spec uses, and marked noindex, so it stays out of
 * the sitemap that seo.spec.ts walks, out of every list another spec counts, and out of the site's
 * search (search.spec.ts searches its word).
 */
import { contentManagerFor } from '../support/admin';

export const GENERATED_PREFIX = 'generated-scale-';

/** A word only the generated pages' text has. */
export const GENERATED_PAGE_WORD = 'quillwort';

/** How many: E2E_GENERATED_PAGES, 100 by default. The issue saw the CSP at 17 KB with 291 pages, about
 * 60 bytes a page: a header that grows so would pass 4 KB by half again with 100, and each page more
 * costs every build of the suite. */
export const generatedPageCount = () => Number(process.env.E2E_GENERATED_PAGES ?? 100);

export const generatedSlug = (index: number) => `${GENERATED_PREFIX}${String(index).padStart(3, '0')}`;

/** Creates and publishes `count` landing pages, a few at a time. */
export async function publishGeneratedPages(cmsUrl: string, token: string, count: number): Promise<void> {
  const contentManager = contentManagerFor(cmsUrl, token);
  const publish = async (index: number) => {
    const title = `Offer ${index} for the scale test`;
    await contentManager('POST', 'collection-types/api::page.page/actions/publish', {
      title,
      slug: generatedSlug(index),
      seo: { metaDescription: `${title}: a generated page.`, noindex: true },
      blocks: [
        {
          __component: 'blocks.rich-text',
          heading: title,
          body: [
            {
              type: 'paragraph',
              children: [{ type: 'text', text: `Generated page number ${index}, a ${GENERATED_PAGE_WORD} offer.` }],
            },
          ],
        },
      ],
    });
  };
  const queue = Array.from({ length: count }, (_, index) => index);
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) await publish(index);
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}
