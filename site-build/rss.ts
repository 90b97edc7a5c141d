/**
 * The insights' RSS 2.0 feed (issue 48), written by gatsby-node.ts's onPostBuild at /insights/rss.xml
 * and, for every other locale with articles, at /{code}/insights/rss.xml. The XML is the `feed`
 * library's (docs/dependencies.md): its escaping and CDATA keep an editor's `&` or `<` text (and,
 * with forCdataWriter, every `]]>`). Every link is absolute, as feed readers need. No author per item:
 * RSS 2.0's `<author>` is an email address, which the site does not publish for its authors (the
 * article's page names them).
 */
import { Feed } from 'feed';

export interface FeedItem {
  title: string;
  /** The article's absolute URL (also its guid: it never changes while the slug does not). */
  link: string;
  description: string;
  /** The date the article shows: YYYY-MM-DD or a timestamp. */
  date: string;
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
  /** The firm, for the channel's copyright line. */
  owner: string;
  items: readonly FeedItem[];
}

/** Where a CDATA section is split around a `]]>` of the text: one section ends after `]]`, the next
 * begins with `>`. */
const CDATA_SPLIT = ']]]]><![CDATA[>';

/**
 * An item's title or summary as the `feed` package's writer needs it to keep it text. The writer
 * (xml-js) wraps them in CDATA and splits only the first `]]>` of a text; a second would close the
 * section, and what follows it would be read as markup: an editor's title could add elements to
 * every reader's feed, or make it unreadable. So every `]]>` but the first is split here, and the
 * writer splits the first (pre-splitting that one too would have the writer split it again, inside
 * this split). rss.test.ts reads the feed back with an XML parser and gets the exact text, so a
 * version of the writer that escaped otherwise fails there.
 */
export function forCdataWriter(text: string): string {
  const [first, ...rest] = text.split(']]>');
  return rest.length === 0 ? text : `${first}]]>${rest.join(CDATA_SPLIT)}`;
}

export function rssFeed(channel: FeedChannel): string {
  const newest = channel.items[0]?.date;
  const feed = new Feed({
    id: channel.link,
    title: channel.title,
    link: channel.link,
    description: channel.description,
    language: channel.language,
    copyright: `© ${channel.owner}`,
    feedLinks: { rss: channel.self },
    // The newest article's date, not the build's: a rebuild with no new article changes nothing.
    updated: newest ? new Date(newest) : undefined,
    generator: channel.owner,
  });
  for (const item of channel.items)
    feed.addItem({
      id: item.link,
      title: forCdataWriter(item.title),
      link: item.link,
      description: forCdataWriter(item.description),
      date: new Date(item.date),
      category: item.category ? [{ name: item.category }] : undefined,
    });
  return feed.rss2();
}
