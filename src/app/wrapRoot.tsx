/** The provider shared by gatsby-browser and gatsby-ssr's wrapRootElement. */
import * as React from 'react';
import { Provider } from 'react-redux';
import { markFirstRenderDone } from '../lib/hydration';
import { browserPreloadedState, makeStore, type AppStore } from './store';

/** The browser's one store. Gatsby wraps a page's `Head` in wrapRootElement too, rendered into a React
 * root of its own: both roots share this store rather than the head building a second one. */
let browserStore: AppStore | null = null;

export function StoreRoot({ children }: { children: React.ReactNode }) {
  // The server renders every page apart: a fresh store each time.
  const [store] = React.useState(() =>
    typeof window === 'undefined' ? makeStore() : (browserStore ??= makeStore(browserPreloadedState())),
  );
  // The root's effects run after every other effect of the first commit: the first render is done.
  React.useEffect(markFirstRenderDone, []);
  return <Provider store={store}>{children}</Provider>;
}
