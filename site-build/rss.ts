/**
 * The insights' RSS 2.0 feed (issue 48), written by gatsby-node.ts's onPostBuild at /insights/rss.xml
 * and, for every other locale with articles, at /{code}/insights/rss.xml. The XML is the `feed`
 * library's (docs/dependencies.md): its escaping and CDATA keep an editor's `&` or `<` text. Every link
 * is absolute, as feed readers need. No author per item: RSS 2.0's `<author>` is an email address,
 * which the site does not publish for its authors (the article's page names them).
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
      title: item.title,
      link: item.link,
      description: item.description,
      date: new Date(item.date),
      category: item.category ? [{ name: item.category }] : undefined,
    });
  return feed.rss2();
}
