/**
 * Pagefind's results as the search dialog shows them (pure, so tested without a browser): a title,
 * the address, and the excerpt as text with the matching words marked. Pagefind gives the excerpt as
 * HTML (the page's text, escaped, with <mark> around each match); it is not put into the page as HTML
 * but split into runs of text that React escapes, so nothing in a page's text can become markup here.
 */

/** The part of a Pagefind result's data (`result.data()`) the dialog uses. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta?: { title?: string; kind?: string };
}

/** The `kind` of the index's records of the chatbot's FAQ (server/search-index.ts): such a result is a
 * question the chatbot answers, which the dialog asks the chat rather than opening a page. */
export const FAQ_RESULT_KIND = 'faq';

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export interface SearchResult {
  id: string;
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  /** A question of the chatbot's FAQ (its title the question), not a page. */
  faq: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of HTML without its tags, its character references decoded. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** An excerpt's runs of text, each marked when Pagefind marked it as a match. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  for (let match = pattern.exec(excerpt); match; match = pattern.exec(excerpt)) {
    if (match.index > last) parts.push({ text: textOf(excerpt.slice(last, match.index)), marked: false });
    parts.push({ text: textOf(match[1]), marked: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: textOf(excerpt.slice(last)), marked: false });
  return parts.filter((part) => part.text !== '');
}

/** The address as a visitor reads it: the path, without the trailing slash (the home page is "/"). */
export function displayUrl(url: string): string {
  const [path, hash] = url.split('#');
  const shown = path.replace(/\/+$/, '') || '/';
  return hash ? `${shown}#${hash}` : shown;
}

export function toSearchResult(data: PagefindResultData, index: number): SearchResult {
  return {
    id: `search-result-${index}`,
    url: data.url,
    title: textOf(data.meta?.title ?? '') || displayUrl(data.url),
    excerpt: excerptParts(data.excerpt),
    faq: data.meta?.kind === FAQ_RESULT_KIND,
  };
}

/** The result the arrow keys make active, from `active` (-1: none) among `count`; null for any other
 * key (Home and End stay the search field's own, moving the caret). Up from the first and down from
 * the last wrap round, as in the WAI-ARIA combobox pattern's listbox. */
export function nextActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active + 1 >= count ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    default:
      return null;
  }
}
