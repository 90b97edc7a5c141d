import type { GatsbySSR } from 'gatsby';
import { StoreRoot } from './src/app/wrapRoot';
import { wrapPage } from './src/app/wrapPage';
import { HEAD_SCRIPT } from './src/app/headScript';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <StoreRoot>{element}</StoreRoot>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

/** The theme is decided before the first paint (see src/app/headScript.ts), so it never flashes. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<script key="theme" id="theme-script" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />]);
};
