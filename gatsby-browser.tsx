import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StoreRoot } from './src/app/wrapRoot';
import { getBrowserStore } from './src/app/browserStore';
import { wrapPage } from './src/app/wrapPage';
import { startAnalytics, trackPageView } from './src/app/analytics';
import { countFirstPageView, countPageView } from './src/lib/counts';
import { beforeRouteChange } from './src/app/routeChange';
import { onClientEntry as clientEntry } from './src/app/clientEntry';
import { holdNavigationsForPageCode } from './src/app/navigation';
import { keepScrollPosition, keepSectionInView } from './src/app/scrollRestore';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <StoreRoot store={getBrowserStore()}>{element}</StoreRoot>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

/**
 * Gatsby hydrates at React's default priority, which is never time-sliced: the whole page hydrates in
 * one long task that blocks input (Lighthouse counts it as blocking time). Inside a transition React
 * hydrates in slices of a few milliseconds and hydrates first whatever the visitor clicks or types
 * into. Where nothing was server-rendered (`gatsby develop`), returning nothing leaves the page to
 * Gatsby's own renderer. Uncaught errors are logged as Gatsby's renderer logs them.
 */
export const replaceHydrateFunction = () => {
  if (!document.getElementById('gatsby-focus-wrapper')?.children.length) return undefined;
  return (element: ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element, { onUncaughtError: (error) => console.error('Uncaught error:', error) });
    });
  };
};

/** Gatsby awaits this hook's promise (`apiRunnerAsync` in its production-app.js), though its type
 * says void: src/app/clientEntry.ts says why it resolves in a new task. Every client-side navigation
 * from here on waits for the next page's code (src/app/navigation.ts); what knows that code is a chunk
 * of its own, fetched on the first hover or navigation. */
export const onClientEntry = () => {
  holdNavigationsForPageCode(() => import('./src/blocks/pageCode').then((module) => module.preloadCodeFor));
  return clientEntry();
};

/** After the first render: the site's own count of the page view (src/lib/counts.ts, once loaded and
 * idle) and, with consent, third-party analytics. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  countFirstPageView();
  startAnalytics();
};

/** Called on the first render too (with no previous location), which is no route change. */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) beforeRouteChange();
};

/** On a client-side navigation: the page view (counted when the path changed; analytics, with consent,
 * sees every change), and a link's section on another page that comes with a
 * block's code (a link to a missing anchor on the same page leaves the page where it is, as browsers do). */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  if (!prevLocation) return;
  trackPageView(location.pathname);
  if (location.pathname === prevLocation.pathname) return;
  countPageView(location.pathname);
  keepSectionInView(location.hash);
};

/** Where a route starts, as Gatsby's scroll handler decides it (a hash's element; else the position saved
 * for a Back, Forward or reload; else the top), with a position the page cannot reach yet kept until it
 * can (src/app/scrollRestore.ts). */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  if (location.hash) return true;
  const [, saved] = (getSavedScrollPosition as (at: Location) => [number, number | null])(location);
  keepScrollPosition(saved ?? 0);
  return false;
};
