import { openDeferredForms } from '../features/forms/lazyForms';

/** What a client-side navigation needs before the new route renders (gatsby-browser's onPreRouteUpdate):
 * forms still waiting for the visitor hydrate with it, or React would drop them (lazyForms.tsx). */
export function beforeRouteChange(): void {
  openDeferredForms();
}
