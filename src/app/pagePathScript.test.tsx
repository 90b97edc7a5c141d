/** @jest-environment jsdom */
import fs from 'node:fs';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { PAGE_PATH_SCRIPT_ID, PAGE_PATH_SCRIPT_KEY, withPagePathOutOfScript } from './pagePathScript';

/** The script as Gatsby's static-entry.js writes it for one page. */
const gatsbyScript = (pagePath: string) =>
  createElement('script', {
    key: PAGE_PATH_SCRIPT_KEY,
    id: PAGE_PATH_SCRIPT_ID,
    dangerouslySetInnerHTML: {
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};window.___webpackCompilationHash="abc123";/*]]>*/`,
    },
  });

const textOf = (component: ReactNode) =>
  (component as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>).props.dangerouslySetInnerHTML.__html;

describe("Gatsby's page-path script", () => {
  it('is written by the installed Gatsby as this module expects (an upgrade that changes it fails here)', () => {
    const source = fs.readFileSync(require.resolve('gatsby/cache-dir/static-entry.js'), 'utf8');
    expect(source).toContain('window.pagePath=${JSON.stringify(');
    expect(source).toContain(`key={\`${PAGE_PATH_SCRIPT_KEY}\`}`);
    expect(source).toContain(`id={\`${PAGE_PATH_SCRIPT_ID}\`}`);
  });

  it('has the same text on every page, the path in an attribute', () => {
    const [offer] = withPagePathOutOfScript([gatsbyScript('/summer-offer/')]);
    const [quoted] = withPagePathOutOfScript([gatsbyScript('/a"b\\c/</script>')]);
    expect(textOf(offer)).toBe(textOf(quoted));
    expect(textOf(offer)).toContain('window.___webpackCompilationHash="abc123";');
    expect(renderToStaticMarkup(offer as ReactElement)).toContain('data-page-path="/summer-offer/"');
  });

  it("gives Gatsby's runtime the same window.pagePath when the page runs it", () => {
    for (const pagePath of ['/', '/summer-offer/', '/404.html', '/a"b\\c/</script>']) {
      document.body.innerHTML = renderToStaticMarkup(
        withPagePathOutOfScript([gatsbyScript(pagePath)])[0] as ReactElement,
      );
      const parsed = document.body.querySelector('script')!;
      // What a browser does when it reaches the script: run its text with it as document.currentScript.
      Object.defineProperty(document, 'currentScript', { value: parsed, configurable: true });
      const win = window as unknown as { pagePath?: string; ___webpackCompilationHash?: string };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the script's text, as a browser does on reaching it
      new Function(parsed.textContent ?? '')();
      expect(win.pagePath).toBe(pagePath);
      expect(win.___webpackCompilationHash).toBe('abc123');
    }
  });

  it('leaves every other component, and a script it does not recognise, as it is', () => {
    const other = [
      createElement('script', { key: 'chunk-mapping', id: 'gatsby-chunk-mapping' }),
      createElement('script', {
        key: PAGE_PATH_SCRIPT_KEY,
        id: PAGE_PATH_SCRIPT_ID,
        dangerouslySetInnerHTML: { __html: 'x()' },
      }),
      'text',
      null,
    ];
    expect(withPagePathOutOfScript(other)).toEqual(other);
  });
});
