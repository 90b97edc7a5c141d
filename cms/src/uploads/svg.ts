/**
 * SVG images are accepted only as what DOMPurify (with jsdom's window) leaves of them: its SVG
 * profile removes scripts, event handlers (onload…), foreignObject (HTML inside the picture),
 * animations that set attributes and javascript: links; the hooks below also remove every reference
 * outside the picture (href or xlink:href not to a #fragment, url(...) not to a #fragment, @import),
 * so a stored SVG can neither run nor load anything. docs/security.md#uploads.
 *
 * The file is read as XML first (it must be a well-formed document whose root is <svg> in the SVG
 * namespace), given to DOMPurify, and what DOMPurify keeps is written back with the XML serializer,
 * so the stored file parses, as XML, into exactly the tree that was sanitised.
 */
import type createDOMPurifyType from 'dompurify';
import type { DOMPurify } from 'dompurify';
import type * as jsdom from 'jsdom';
import type { JSDOM as JsdomClass } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A url(...) whose target is not a fragment of the picture itself. */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);

/** What the hooks removed during the current sanitize call (DOMPurify's own removals are in `purify.removed`). */
let removedByHooks: string[] = [];

interface Sanitiser {
  JSDOM: typeof JsdomClass;
  window: JsdomClass['window'];
  purify: DOMPurify;
}
let sanitiser: Sanitiser | undefined;

/** jsdom and DOMPurify, loaded at the first SVG rather than at every start of the CMS (a third of a
 * second of each start's CPU went to loading jsdom). */
function loadSanitiser(): Sanitiser {
  if (sanitiser) return sanitiser;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, not at start (above) */
  const { JSDOM } = require('jsdom') as typeof jsdom;
  const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'style') return;
    const css = node.textContent ?? '';
    if (/@import/i.test(css) || EXTERNAL_URL.test(css)) {
      removedByHooks.push('style with an external reference');
      node.parentNode?.removeChild(node);
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of [...(node.attributes ?? [])]) {
      const link = LINK_ATTRIBUTES.has(attribute.name.toLowerCase());
      if (link ? !attribute.value.trim().startsWith('#') : EXTERNAL_URL.test(attribute.value)) {
        removedByHooks.push(`${attribute.name} to an external address`);
        node.removeAttribute(attribute.name);
      }
    }
  });
  sanitiser = { JSDOM, window, purify };
  return sanitiser;
}

/** The document's root <svg>, or undefined when the text is not a well-formed SVG document. */
function parseSvg(text: string): Element | undefined {
  let root: Element | null;
  try {
    root = new (loadSanitiser().JSDOM)(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
  } catch {
    return undefined;
  }
  return root && root.namespaceURI === SVG_NS && root.localName === 'svg' ? root : undefined;
}

export const isSvgDocument = (text: string): boolean => parseSvg(text) !== undefined;

export interface SanitisedSvg {
  svg: string;
  /** What was taken out (element and attribute names), for the log; empty for a clean picture. */
  removed: string[];
}

/** The picture without anything that could run or load, or undefined when it is not an SVG document. */
export function sanitiseSvg(text: string): SanitisedSvg | undefined {
  const root = parseSvg(text);
  if (!root) return undefined;
  const { purify, window } = loadSanitiser();
  removedByHooks = [];
  const fragment = purify.sanitize(root.outerHTML, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = [...fragment.childNodes].find(
    (node): node is Element => (node as Element).namespaceURI === SVG_NS && (node as Element).localName === 'svg',
  );
  if (!svg) return undefined;
  const removed = [
    ...purify.removed.map((entry) =>
      'element' in entry ? ((entry.element as Element).localName ?? entry.element.nodeName) : entry.attribute?.name,
    ),
    ...removedByHooks,
    // RETURN_DOM_FRAGMENT reports the HTML document's own <body> it parsed into.
  ].filter((name): name is string => Boolean(name) && name !== 'body');
  return { svg: new window.XMLSerializer().serializeToString(svg), removed: [...new Set(removed)] };
}
