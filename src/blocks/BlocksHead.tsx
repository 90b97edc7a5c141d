/**
 * The Head of a page of blocks (the four pages and the landing pages): its SEO entry, and the
 * structured data its blocks show: an FAQPage of its FAQ blocks' questions, and one Service per
 * service where a detailed services grid describes them (each at `#slug` there).
 */
import { Seo } from '../components/Seo';
import type { SeoEntry } from '../components/seo/head';
import { faqEntriesOf } from '../components/seo/jsonLd';
import type { AnyBlock, BlocksSiteData } from './types';

export function BlocksHead({
  pathname,
  page,
  site,
}: {
  pathname: string;
  page: { blocks?: ReadonlyArray<AnyBlock | null> | null; seo?: SeoEntry | null } | null | undefined;
  site: BlocksSiteData;
}) {
  const blocks = page?.blocks ?? [];
  const describesServices = blocks.some(
    (block) => block?.__typename === 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID' && block.layout === 'detailed',
  );
  return (
    <Seo
      pathname={pathname}
      seo={page?.seo}
      faq={faqEntriesOf(blocks.map((block) => (block?.__typename === 'STRAPI__COMPONENT_BLOCKS_FAQ' ? block : null)))}
      services={describesServices ? site.allStrapiService.nodes : null}
    />
  );
}
