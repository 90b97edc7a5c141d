/**
 * The Head of every page and landing page (Gatsby Head API, which replaces react-helmet): the title
 * (the firm's name, SPEC section 2, unless an editor set another), description, canonical link,
 * robots when the entry says noindex, Open Graph and Twitter tags with the share image, and the page's
 * JSON-LD. The build computes all of it (./seo/pageHead.ts); a page queries it with
 * `head: pageHead(path: $pagePath, locale: $locale, translations: $translations)` and renders `<Seo head={data.head} />`. So the browser, where
 * Gatsby renders the head again after every page load and route change, only maps a list.
 * No <html> element here: React 19 treats <html> as a singleton and would strip the theme class and
 * the intro's scroll lock from it; `lang` is set at server render instead (gatsby-ssr, from the
 * page's locale).
 */
/** @jsxRuntime classic */
// Gatsby renders the Head in the browser with React.createElement swapped for its React 19 workaround
// (an `itemProp` that stops React hoisting <title>, <meta> and <link> into <head> on its own; Gatsby
// then places them and removes them on the next page). The automatic runtime's jsx() bypasses that
// swap: React and Gatsby both placed the tags, and after a route change a page's head could hold the
// last page's hreflang links beside its own. The classic runtime calls React.createElement.
import * as React from 'react';
import type { PageHead } from './seo/pageHead';

export function Seo({ head }: { head: unknown }) {
  // The `pageHead` field is typed JSON in GraphQL; its value is the build's own pageHead() result.
  const tags = head as PageHead | null | undefined;
  if (!tags) return null;
  return (
    <>
      <title>{tags.title}</title>
      {tags.meta.map(({ name, property, content }) => (
        // og:locale:alternate comes once per other language: keyed by its content too.
        <meta key={`${name ?? property}:${content}`} name={name} property={property} content={content} />
      ))}
      <link rel="canonical" href={tags.canonical} />
      {/* The page's translations and x-default (older built heads have none). */}
      {(tags.alternates ?? []).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {/* The insights' RSS feed, on their pages (older built heads have none). */}
      {(tags.feeds ?? []).map(({ href, title }) => (
        <link key={href} rel="alternate" type="application/rss+xml" title={title} href={href} />
      ))}
      {/* Escaped for a <script> element by the build (scriptJson): an editor's `</script>` stays text. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: tags.jsonLd }} />
    </>
  );
}
