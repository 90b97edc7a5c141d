import type { GatsbySSR } from 'gatsby';
import { StoreRoot } from './src/app/wrapRoot';
import { wrapPage } from './src/app/wrapPage';
import { THEME_SCRIPT } from './src/features/theme/themeScript';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <StoreRoot>{element}</StoreRoot>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

/** The theme is decided before the first paint (see themeScript.ts), so it never flashes. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <script key="theme" id="theme-script" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />,
  ]);
};
