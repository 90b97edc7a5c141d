import * as React from 'react';
import { whenIdle } from './whenIdle';

/**
 * Renders its children only once the browser is idle after hydration. For client-only extras that
 * the server never renders (so hydration is unaffected) and whose code is loaded with React.lazy,
 * keeping it out of the page's first load.
 */
export function AfterIdle({ children }: { children: React.ReactNode }) {
  const [idle, setIdle] = React.useState(false);
  React.useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <React.Suspense fallback={null}>{children}</React.Suspense> : null;
}
