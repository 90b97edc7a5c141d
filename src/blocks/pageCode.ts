/**
 * The code a page needs to render at once, read from its query's result: what a client-side navigation
 * waits for, and a hover of a link fetches (src/app/navigation.ts). A chunk of its own, loaded on the
 * first hover or navigation: no page's first load carries it.
 */
import type { PageResources } from '../app/navigation';
import { FORMS } from '../features/forms/lazyForms';
import type * as Registry from './registry';

/**
 * The block registry, as the page's template brought it: Gatsby's loader has loaded the page's
 * template (and with it the registry, for every template that renders blocks) before its code is asked
 * for. A weak import, which fails where the registry has not come (a page without blocks), so webpack
 * copies neither the registry into this chunk nor, through it, into the form block's chunk what the
 * templates already hold (the form block's chunk grew by the blocks' context on every first load of a
 * page with a form).
 */
const loadRegistry = (): Promise<typeof Registry> => import(/* webpackMode: "weak" */ './registry');

interface PageResult {
  data?: unknown;
  /** `drawsBlocks`: its view draws blocks its data does not name, as a case study's results and quote
   * (the content registry's `route.listed.entryDrawsBlocks`, set by site-build/gatsby-node/section-pages.ts). */
  pageContext?: { drawsBlocks?: boolean };
}

/** A form block's fields that choose its code. */
interface FormBlockFields {
  form?: unknown;
  showContactDetails?: unknown;
}

/**
 * Fetches the code of every block of `page` (as Gatsby's loader gives it: its query's result is `json`):
 * the blocks without behaviour (one chunk) if any shows, and for each form block the form block and its
 * form. Also the footer's newsletter form: a route change hydrates it if it has not yet
 * (openDeferredForms, src/features/forms/lazyForms.tsx), and without its code React would drop its
 * HTML until the code came.
 */
export function preloadCodeFor(page: PageResources): Promise<unknown> {
  return Promise.all([
    FORMS.subscription.preload(),
    loadRegistry().then(
      (registry) => blockCode(registry, (page?.json ?? {}) as PageResult),
      () => undefined, // no registry: the page has no blocks
    ),
  ]);
}

function blockCode(
  { BLOCK_REGISTRY, entryFor, loadForm, loadStatics }: typeof Registry,
  result: PageResult,
): Promise<unknown> {
  const loads: Array<Promise<unknown>> = [];
  let statics = result.pageContext?.drawsBlocks === true;
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const typename = (value as { __typename?: unknown }).__typename;
    const entry = typeof typename === 'string' ? entryFor({ __typename: typename }) : undefined;
    if (entry?.island) statics = true;
    if (entry === BLOCK_REGISTRY.STRAPI__COMPONENT_BLOCKS_FORM) {
      const { form, showContactDetails } = value as FormBlockFields;
      loads.push(loadForm());
      if (typeof form === 'string' && Object.keys(FORMS).includes(form)) {
        loads.push(FORMS[form as keyof typeof FORMS].preload());
      }
      // The firm's contact details beside the form are a block without behaviour (FormContactAside).
      if (showContactDetails) statics = true;
    }
    Object.values(value).forEach(visit);
  };
  visit(result.data);
  if (statics) loads.push(loadStatics());
  return Promise.all(loads);
}
