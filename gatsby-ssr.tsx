import type { GatsbySSR } from 'gatsby';
import { StoreRoot } from './src/app/wrapRoot';
import { makeStore } from './src/app/store';
import { wrapPage } from './src/app/wrapPage';
import { HEAD_SCRIPT } from './src/app/headScript';
import faviconSvg from '!!raw-loader!./static/favicon.svg';

/** The site's icon, inline: as a file it was one more request that the browser makes early and at high
 * priority, competing with the first paint; the SVG is about 300 bytes. The PNG stays for Apple's
 * home-screen icon, which is fetched only when a visitor adds the site to a home screen. */
const FAVICON_URL = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

/** The server renders every page apart: a fresh store each time. */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <StoreRoot store={makeStore()}>{element}</StoreRoot>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

/** The theme is decided before the first paint (see src/app/headScript.ts), so it never flashes; the icon
 * is the same on every page. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <script key="theme" id="theme-script" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />,
    <link key="icon" rel="icon" type="image/svg+xml" href={FAVICON_URL} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/favicon.png" />,
  ]);
};
