import type { GatsbyBrowser } from 'gatsby';
import { StoreRoot } from './src/app/wrapRoot';
import { wrapPage } from './src/app/wrapPage';
import { loadAnalytics, trackPageView } from './src/app/analytics';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <StoreRoot>{element}</StoreRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

/** Scroll restoration is manual (SPEC section 2): the browser must not restore on its own; Gatsby's
 * scroll handler puts a new route at the top and a back/forward route where the visitor left it. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => loadAnalytics();

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation) trackPageView(location.pathname);
};
