import { onRenderBody } from 'gatsby-plugin-image/gatsby-ssr';
import type { ReactNode } from 'react';
import { IMAGE_PLUGIN_HEAD_KEYS, withoutImagePluginHead } from './imagePluginHead';

/** What the installed plugin puts in every page's head, as Gatsby collects it. */
function pluginHead(): ReactNode[] {
  const head: ReactNode[] = [];
  (onRenderBody as (args: { setHeadComponents: (components: ReactNode[]) => void }) => void)({
    setHeadComponents: (components) => head.push(...components),
  });
  return head;
}

describe('the image plugin head', () => {
  it('names every head component the installed plugin writes (an upgrade that adds or renames one fails here)', () => {
    const keys = pluginHead().map((component) => (component as { key: string }).key);
    expect([...keys].sort()).toEqual([...IMAGE_PLUGIN_HEAD_KEYS].sort());
  });

  it('is left out, and everything else in the head is kept in its order', () => {
    const site = [<meta key="a" name="a" />, <link key="b" rel="icon" href="/i.png" />, 'text', null];
    const head = [site[0], ...pluginHead(), site[1], site[2], site[3]];
    expect(withoutImagePluginHead(head)).toEqual(site);
  });
});
