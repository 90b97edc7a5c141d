/**
 * A draft's dynamic zone as the CMS's REST API gives it (`__component: 'blocks.hero'`, fields flat) mapped
 * to the shapes the page queries' block fragments give (`__typename: 'STRAPI__COMPONENT_BLOCKS_HERO'`),
 * so the preview renders through the same registry (src/blocks/registry.tsx). Pure; unit-tested for
 * every block type. Images are sized as each block's fragment sizes them, so the space is the same.
 */
import { BLOCK_TYPES, blockTypeName, type BlockComponentUid } from '../config/blocks';
import { asRichText, type AnyBlock, type BlockData, type LinkData } from '../blocks/types';
import { previewImage } from './images';

type Doc = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]).filter(Boolean) : []);
const object = (value: unknown): Doc | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : null;
/** Strapi blocks-editor content: kept as the JSON tree it is (RichText checks its shape). */
const richText = (value: unknown) => (Array.isArray(value) ? asRichText(value) : null);

function link(value: unknown): LinkData | null {
  const doc = object(value);
  return doc ? { label: text(doc.label), href: text(doc.href) } : null;
}

const isKnown = (uid: string): uid is BlockComponentUid => Object.prototype.hasOwnProperty.call(BLOCK_TYPES, uid);

/** One block; an unknown type keeps only its name, which the registry renders as nothing. */
export function mapBlock(raw: Doc, cmsOrigin: string): BlockData | AnyBlock {
  const uid = text(raw.__component) ?? '';
  if (!isKnown(uid)) return { __typename: blockTypeName(uid) };
  switch (uid) {
    case 'blocks.hero':
      return {
        __typename: BLOCK_TYPES[uid],
        title: text(raw.title),
        subtitle: text(raw.subtitle),
        cta: link(raw.cta),
      };
    case 'blocks.rich-text':
      return { __typename: BLOCK_TYPES[uid], heading: text(raw.heading), body: richText(raw.body) };
    case 'blocks.services-grid':
      return {
        __typename: BLOCK_TYPES[uid],
        heading: text(raw.heading),
        intro: text(raw.intro),
        layout: text(raw.layout),
        link: link(raw.link),
      };
    case 'blocks.call-to-action':
      return {
        __typename: BLOCK_TYPES[uid],
        heading: text(raw.heading),
        text: text(raw.text),
        primary: link(raw.primary),
        secondary: link(raw.secondary),
      };
    case 'blocks.faq': {
      const group = object(raw.faqGroup);
      return {
        __typename: BLOCK_TYPES[uid],
        heading: text(raw.heading),
        intro: text(raw.intro),
        faqGroup: group
          ? {
              entries: list(group.entries).map((entry) => ({
                index: typeof entry.index === 'number' ? entry.index : null,
                question: text(entry.question),
                answer: text(entry.answer),
              })),
            }
          : null,
      };
    }
    case 'blocks.quote':
      return {
        __typename: BLOCK_TYPES[uid],
        quote: text(raw.quote),
        author: text(raw.author),
        role: text(raw.role),
        photo: previewImage(raw.photo, cmsOrigin, { height: 64, aspectRatio: 1 }),
      };
    case 'blocks.figures':
      return {
        __typename: BLOCK_TYPES[uid],
        heading: text(raw.heading),
        items: list(raw.items).map((item) => ({ value: text(item.value), label: text(item.label) })),
      };
    case 'blocks.image-text':
      return {
        __typename: BLOCK_TYPES[uid],
        heading: text(raw.heading),
        body: richText(raw.body),
        imagePosition: text(raw.imagePosition),
        cta: link(raw.cta),
        image: previewImage(raw.image, cmsOrigin, { width: 560, aspectRatio: 1.5 }),
      };
    case 'blocks.form':
      return {
        __typename: BLOCK_TYPES[uid],
        form: text(raw.form),
        heading: text(raw.heading),
        intro: text(raw.intro),
        showContactDetails: raw.showContactDetails === true,
        detailsHeading: text(raw.detailsHeading),
        details: richText(raw.details),
      };
    case 'blocks.logos':
      return {
        __typename: BLOCK_TYPES[uid],
        heading: text(raw.heading),
        logos: list(raw.logos).map((logo) => previewImage(logo, cmsOrigin, { height: 48 })),
      };
  }
}

export function mapBlocks(value: unknown, cmsOrigin: string): Array<BlockData | AnyBlock> {
  return list(value).map((raw) => mapBlock(raw, cmsOrigin));
}
