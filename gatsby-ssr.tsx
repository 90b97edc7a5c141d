import type { GatsbySSR } from 'gatsby';
import { StoreRoot } from './src/app/wrapRoot';
import { makeStore } from './src/app/store';
import { wrapPage } from './src/app/wrapPage';
import { HEAD_SCRIPT, linkTokenScriptFor } from './src/app/headScript';
import { withoutImagePluginHead } from './src/app/imagePluginHead';
import { withPagePathOutOfScript } from './src/app/pagePathScript';
import { localeOfPath } from './src/lib/locale';
import { previewPageLocale } from './src/preview/pagePath';

/** The site's icon, inline: as a file it was one more request that the browser makes early and at high
 * priority, competing with the first paint. It is a PNG of about 400 bytes drawn from
 * `static/favicon.svg` (scripts/favicon.ts says why not the SVG itself), which Gatsby inlines as a data
 * URL. The large PNG stays for Apple's home-screen icon, fetched only when a visitor adds the site to a
 * home screen. */
import FAVICON_URL from './static/favicon-32.png';

/** The server renders every page apart: a fresh store each time. */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <StoreRoot store={makeStore()}>{element}</StoreRoot>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

/** The page is painted once, whole: `<link rel="expect" blocking="render">` holds the first paint until
 * the parser has reached Gatsby's route announcer, the empty element that closes every page's body
 * (Chromium releases the paint when the expected element is inserted, so it must be the last one, not
 * a container). Without it Chromium painted the header alone as soon as its parser first yielded, then
 * laid out and painted everything else in one task of 100-200 ms on a CPU slowed four times; that task
 * fell after the first contentful paint, where it counts as blocking time, and the main content (the
 * LCP) came a frame later than the first paint. What follows the main content is a few kilobytes of
 * footer, so holding the paint for it costs next to nothing. A page without the element is painted
 * when it has been parsed; browsers without the feature ignore the link. */
const PAINT_WHOLE_PAGE = '#gatsby-announcer';

/** The theme is decided before the first paint (see src/app/headScript.ts), so it never flashes; the icon
 * is the same on every page. The newsletter's link pages first take the token out of the address
 * (src/features/newsletter/linkToken.ts), before any other script of the page runs. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents, setHtmlAttributes }) => {
  // The page's language from its path (/de/… is German: cms/src/contracts/locales.ts), which every
  // locale's pages follow, Gatsby's /404.html copy included; a preview page's from its own path.
  setHtmlAttributes({ lang: previewPageLocale(pathname) ?? localeOfPath(pathname) });
  const linkTokenScript = linkTokenScriptFor(pathname);
  setHeadComponents([
    ...(linkTokenScript
      ? [<script key="link-token" id="link-token-script" dangerouslySetInnerHTML={{ __html: linkTokenScript }} />]
      : []),
    <link key="expect" rel="expect" href={PAINT_WHOLE_PAGE} blocking="render" />,
    <script key="theme" id="theme-script" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />,
    <link key="icon" rel="icon" type="image/png" sizes="32x32" href={FAVICON_URL} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/favicon.png" />,
  ]);
};

/** gatsby-plugin-image's styles and script for a component the site does not use (src/app/imagePluginHead.ts);
 * and Gatsby's page-path script made the same on every page, so the CSP's hashes do not grow with the
 * number of pages (src/app/pagePathScript.ts). */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withoutImagePluginHead(getHeadComponents()));
  replacePostBodyComponents(withPagePathOutOfScript(getPostBodyComponents()));
};
