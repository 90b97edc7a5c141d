/**
 * A draft's dynamic zone as the CMS's REST API gives it (`__component: 'blocks.hero'`, fields flat) mapped
 * to the shapes the page queries' block fragments give (`__typename: 'STRAPI__COMPONENT_BLOCKS_HERO'`),
 * so the preview renders through the same registry (src/blocks/registry.tsx). Pure; unit-tested for
 * every block type. Images are sized as each block's fragment sizes them, so the space is the same.
 */
import { blockTypeName, type BlockTypeName } from '../config/blocks';
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

type Mapped<T extends BlockTypeName> = Omit<Extract<BlockData, { __typename: T }>, '__typename'>;

/** Each block type's fields from its REST shape, keyed by its GraphQL type name: the type checks that
 * every block of the PageBlocks fragment is mapped, to its fragment's shape (src/gatsby-types.d.ts). */
const MAPPERS: { [T in BlockTypeName]: (raw: Doc, cmsOrigin: string) => Mapped<T> } = {
  STRAPI__COMPONENT_BLOCKS_HERO: (raw) => ({
    title: text(raw.title),
    subtitle: text(raw.subtitle),
    cta: link(raw.cta),
  }),
  STRAPI__COMPONENT_BLOCKS_RICH_TEXT: (raw) => ({ heading: text(raw.heading), body: richText(raw.body) }),
  STRAPI__COMPONENT_BLOCKS_SERVICES_GRID: (raw) => ({
    heading: text(raw.heading),
    intro: text(raw.intro),
    layout: text(raw.layout),
    link: link(raw.link),
  }),
  STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION: (raw) => ({
    heading: text(raw.heading),
    text: text(raw.text),
    primary: link(raw.primary),
    secondary: link(raw.secondary),
  }),
  STRAPI__COMPONENT_BLOCKS_FAQ: (raw) => {
    const group = object(raw.faqGroup);
    return {
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
  },
  STRAPI__COMPONENT_BLOCKS_QUOTE: (raw, cmsOrigin) => ({
    quote: text(raw.quote),
    author: text(raw.author),
    role: text(raw.role),
    photo: previewImage(raw.photo, cmsOrigin, { height: 64, aspectRatio: 1 }),
  }),
  STRAPI__COMPONENT_BLOCKS_FIGURES: (raw) => ({
    heading: text(raw.heading),
    items: list(raw.items).map((item) => ({ value: text(item.value), label: text(item.label) })),
  }),
  STRAPI__COMPONENT_BLOCKS_IMAGE_TEXT: (raw, cmsOrigin) => ({
    heading: text(raw.heading),
    body: richText(raw.body),
    imagePosition: text(raw.imagePosition),
    cta: link(raw.cta),
    image: previewImage(raw.image, cmsOrigin, { width: 560, aspectRatio: 1.5 }),
  }),
  STRAPI__COMPONENT_BLOCKS_FORM: (raw) => ({
    form: text(raw.form),
    heading: text(raw.heading),
    intro: text(raw.intro),
    showContactDetails: raw.showContactDetails === true,
    detailsHeading: text(raw.detailsHeading),
    details: richText(raw.details),
  }),
  STRAPI__COMPONENT_BLOCKS_LOGOS: (raw, cmsOrigin) => ({
    heading: text(raw.heading),
    logos: list(raw.logos).map((logo) => previewImage(logo, cmsOrigin, { height: 48 })),
  }),
};

/** One block; an unknown type keeps only its name, which the registry renders as nothing. */
export function mapBlock(raw: Doc, cmsOrigin: string): BlockData | AnyBlock {
  const __typename = blockTypeName(text(raw.__component) ?? '');
  if (!Object.prototype.hasOwnProperty.call(MAPPERS, __typename)) return { __typename };
  return { __typename, ...MAPPERS[__typename as BlockTypeName](raw, cmsOrigin) };
}

export function mapBlocks(value: unknown, cmsOrigin: string): Array<BlockData | AnyBlock> {
  return list(value).map((raw) => mapBlock(raw, cmsOrigin));
}
