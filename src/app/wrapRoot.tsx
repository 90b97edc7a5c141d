/** The provider shared by gatsby-browser and gatsby-ssr's wrapRootElement. */
import * as React from 'react';
import { Provider } from 'react-redux';
import { browserPreloadedState, makeStore, type AppStore } from './store';

export function StoreRoot({ children }: { children: React.ReactNode }) {
  const storeRef = React.useRef<AppStore | null>(null);
  if (!storeRef.current) storeRef.current = makeStore(browserPreloadedState());
  return <Provider store={storeRef.current}>{children}</Provider>;
}
