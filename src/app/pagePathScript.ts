/**
 * Gatsby ends every page with an inline script that tells its runtime which page this is
 * (`window.pagePath="/offer/";window.___webpackCompilationHash="…"`). Its text differs on every page,
 * so the CSP, which allows inline scripts by the hash of their text, needed one hash per page: with a
 * few hundred landing pages the header outgrew what proxies and CDNs accept (server/headers.ts).
 * Here the page's path moves into a data attribute of that script, which reads it back, so the
 * script's text is the same on every page of a build and one hash allows it everywhere. gatsby-ssr's
 * onPreRenderHTML makes the change; what Gatsby's runtime sees (`window.pagePath`) is unchanged.
 */
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The key and id Gatsby gives the script (its cache-dir/static-entry.js). */
export const PAGE_PATH_SCRIPT_KEY = 'script-loader';
export const PAGE_PATH_SCRIPT_ID = 'gatsby-script-loader';

const PAGE_PATH = /window\.pagePath=("(?:[^"\\]|\\.)*");/;

type ScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: string } };

/** `components` with Gatsby's page-path script made the same on every page; anything it does not
 * recognise (another Gatsby version's script) is left as it is. */
export function withPagePathOutOfScript(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement(component) || component.key !== PAGE_PATH_SCRIPT_KEY) return component;
    const props = (component as ReactElement<ScriptProps>).props;
    const text = props.dangerouslySetInnerHTML?.__html;
    const match = typeof text === 'string' ? PAGE_PATH.exec(text) : null;
    if (props.id !== PAGE_PATH_SCRIPT_ID || !text || !match) return component;
    const pagePath = JSON.parse(match[1]) as string;
    const constant = text.replace(match[0], 'window.pagePath=document.currentScript.getAttribute("data-page-path");');
    return createElement('script', {
      key: PAGE_PATH_SCRIPT_KEY,
      id: PAGE_PATH_SCRIPT_ID,
      'data-page-path': pagePath,
      dangerouslySetInnerHTML: { __html: constant },
    });
  });
}
