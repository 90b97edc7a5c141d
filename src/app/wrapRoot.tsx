/** The provider shared by gatsby-browser and gatsby-ssr's wrapRootElement. */
import * as React from 'react';
import { Provider } from 'react-redux';
import { markFirstRenderDone } from '../lib/hydration';
import { browserPreloadedState, makeStore, type AppStore } from './store';

export function StoreRoot({ children }: { children: React.ReactNode }) {
  const storeRef = React.useRef<AppStore | null>(null);
  if (!storeRef.current) storeRef.current = makeStore(browserPreloadedState());
  // The root's effects run after every other effect of the first commit: the first render is done.
  React.useEffect(markFirstRenderDone, []);
  return <Provider store={storeRef.current}>{children}</Provider>;
}
