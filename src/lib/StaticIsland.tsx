/**
 * A part without behaviour (text, pictures, links: a page's blocks, the footer's directory, the
 * header's logo) as an island of server HTML: on a page's first load React adopts the build's HTML as
 * it is, without the part's code and without hydrating what is inside, so neither costs the visitor
 * anything (the part's code is a lazy chunk: src/blocks/registry.tsx, src/shell/Footer.tsx). Rendered
 * later (a client-side navigation, the draft preview), it renders its children as usual.
 *
 * Its links were Gatsby links in the build; kept as HTML they are plain anchors, so a click on one
 * inside the site is followed as a Gatsby link would follow it (client-side, with the page's data
 * fetched first), and a sign that the visitor is about to follow one (a hover, focus or touch) is told
 * to Gatsby's loader as a Gatsby link's hover is, which fetches the next page's data and the code its
 * blocks need ahead of the click (src/app/navigation.ts).
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { intentHandlers } from './intent';
import { isInternal } from './internalLink';
import { serverElementOf, serverMark } from './hydration';

/** The site-internal link an event inside an island is aimed at, if it is one a Gatsby link would take. */
function internalLinkOf(event: React.SyntheticEvent): string | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if (anchor.hasAttribute('download') || (anchor.getAttribute('target') ?? '_self') !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  return isInternal(href) ? href : null;
}

function followLink(event: React.MouseEvent) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return; // a new tab, a download, another handler's choice: the browser's own
  }
  const href = internalLinkOf(event);
  if (href === null) return;
  event.preventDefault();
  void navigate(href);
}

function prefetchLink(event: React.SyntheticEvent) {
  const href = internalLinkOf(event);
  if (href !== null) window.___loader.hovering(new URL(href, window.location.href).pathname);
}

export function StaticIsland({ children }: { children: React.ReactNode }) {
  const id = React.useId();
  // Decided once, on mounting: HTML from the build is there only while hydrating (src/lib/hydration.ts).
  const [serverHtml] = React.useState(() => serverElementOf(id)?.innerHTML ?? null);
  if (serverHtml === null) {
    return (
      <div className="static-island" {...serverMark(id)}>
        {children}
      </div>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not a control: it hears the clicks of the links inside it (Enter on a link is a click too)
    <div
      className="static-island"
      {...serverMark(id)}
      onClick={followLink}
      {...intentHandlers(prefetchLink, { delegated: true })}
      // The same HTML as the build's, so React leaves it as it is: it neither hydrates nor replaces it.
      dangerouslySetInnerHTML={{ __html: serverHtml }}
      suppressHydrationWarning
    />
  );
}
