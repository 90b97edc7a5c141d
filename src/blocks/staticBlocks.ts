/**
 * The blocks without behaviour of their own: text, pictures and links. They load as one chunk, and only
 * when a block must be rendered in the browser (a client-side navigation, the draft preview): a page's
 * first load keeps their server HTML as it is (src/lib/StaticIsland.tsx), so no visitor's first load pays
 * for them.
 */
export { CallToActionBlock } from './CallToActionBlock';
export { CaseStudiesBlock } from './CaseStudiesBlock';
export { FaqBlock } from './FaqBlock';
export { FiguresBlock } from './FiguresBlock';
export { FormContactAside } from './FormContactAside';
export { HeroBlock } from './HeroBlock';
export { ImageTextBlock } from './ImageTextBlock';
export { LogosBlock } from './LogosBlock';
export { QuoteBlock } from './QuoteBlock';
export { RichTextBlock } from './RichTextBlock';
export { ServicesGridBlock } from './ServicesGridBlock';
