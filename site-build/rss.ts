/**
 * The insights' RSS 2.0 feed (issue 48), written by gatsby-node.ts's onPostBuild at /insights/rss.xml
 * and, for every other locale with articles, at /{code}/insights/rss.xml. A small serializer of our own
 * rather than a feed library: the feed is one fixed shape (a channel and its items), no package for it
 * is installed, and what a library would add is the escaping below (docs/dependencies.md). Every link
 * is absolute, as feed readers need; every text is escaped, so an editor's `&` or `<` stays text.
 */

export interface FeedItem {
  title: string;
  /** The article's absolute URL (also its guid: it never changes while the slug does not). */
  link: string;
  description: string;
  /** The date the article shows: YYYY-MM-DD or a timestamp. */
  date: string;
  author?: string | null;
  category?: string | null;
}

export interface FeedChannel {
  title: string;
  /** The insights' page in the feed's language, absolute. */
  link: string;
  description: string;
  /** The channel's language, as RSS writes it (`en-GB`, `de-DE`). */
  language: string;
  /** The feed's own absolute URL (atom:link rel="self", which validators ask for). */
  self: string;
  items: readonly FeedItem[];
}

/** XML text and attribute values: the five characters XML gives meaning to, and no control
 * characters (XML 1.0 allows tab, line feed and carriage return only). */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(
      /[&<>"']/g,
      (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`,
    );
}

/** RSS's dates are RFC 822's (`Wed, 18 Nov 2026 00:00:00 GMT`); a day alone is that day at midnight UTC. */
export const rssDate = (date: string) => new Date(date).toUTCString();

const element = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : '';

export function rssFeed(channel: FeedChannel): string {
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.link)}`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      ${element('description', item.description)}`,
      `      ${element('pubDate', rssDate(item.date))}`,
      item.author ? `      ${element('dc:creator', item.author)}` : '',
      item.category ? `      ${element('category', item.category)}` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const newest = channel.items[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', channel.language)}`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    ${element('lastBuildDate', rssDate(newest))}` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
