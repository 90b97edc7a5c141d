/**
 * @jest-environment jsdom
 */
import { forCdataWriter, rssFeed } from './rss';

const feed = rssFeed({
  title: 'Meridian Works: Insights',
  link: 'https://example.com/insights',
  description: 'Notes & news <from> "us"',
  language: 'en-GB',
  self: 'https://example.com/insights/rss.xml',
  owner: 'Meridian Works',
  items: [
    {
      title: 'Budgets & <b>risks</b>',
      link: 'https://example.com/insights/budgets',
      description: 'When “good enough” isn’t ]]> enough',
      date: '2026-11-18',
      category: 'Project delivery',
    },
    { title: 'Second', link: 'https://example.com/insights/second', description: 'Two', date: '2026-06-01' },
  ],
});
const xml = new DOMParser().parseFromString(feed, 'application/xml');
const text = (parent: Element | Document, selector: string) => parent.querySelector(selector)?.textContent;

it('is well-formed RSS 2.0 in its language, with a self link and the newest article’s date', () => {
  expect(xml.querySelector('parsererror')).toBeNull();
  expect(xml.documentElement.nodeName).toBe('rss');
  expect(xml.documentElement.getAttribute('version')).toBe('2.0');
  expect(text(xml, 'channel > title')).toBe('Meridian Works: Insights');
  expect(text(xml, 'channel > description')).toBe('Notes & news <from> "us"');
  expect(text(xml, 'channel > language')).toBe('en-GB');
  expect(text(xml, 'channel > lastBuildDate')).toBe('Wed, 18 Nov 2026 00:00:00 GMT');
  expect(xml.getElementsByTagName('atom:link')[0].getAttribute('href')).toBe('https://example.com/insights/rss.xml');
});

it('keeps every item’s text as text, with absolute links and RFC 822 dates', () => {
  const items = [...xml.querySelectorAll('item')];
  expect(items).toHaveLength(2);
  expect(text(items[0], 'title')).toBe('Budgets & <b>risks</b>');
  expect(text(items[0], 'description')).toBe('When “good enough” isn’t ]]> enough');
  expect(text(items[0], 'link')).toBe('https://example.com/insights/budgets');
  expect(text(items[0], 'guid')).toBe('https://example.com/insights/budgets');
  expect(text(items[0], 'pubDate')).toBe('Wed, 18 Nov 2026 00:00:00 GMT');
  expect(text(items[0], 'category')).toBe('Project delivery');
  expect(items[1].querySelector('category')).toBeNull();
});

// The `feed` package's writer splits only the first `]]>` of a CDATA text; a second one would end the
// section and let the rest of an editor's title be read as markup (here: an element of its own).
describe('a title or summary with several `]]>`', () => {
  const title = 'One ]]> two ]]]> three ]]><injected>markup</injected>]]>';
  const description = ']]>]]> at the start, ]]> in the middle and at the end ]]>';
  const parsed = new DOMParser().parseFromString(
    rssFeed({
      title: 'Insights',
      link: 'https://example.com/insights',
      description: 'Notes',
      language: 'en-GB',
      self: 'https://example.com/insights/rss.xml',
      owner: 'Meridian Works',
      items: [
        { title, link: 'https://example.com/insights/a', description, date: '2026-11-18' },
        { title: 'Next', link: 'https://example.com/insights/b', description: 'After it', date: '2026-11-01' },
      ],
    }),
    'application/xml',
  );

  it('is read back by an XML parser as exactly the text the editor wrote, and nothing more', () => {
    expect(parsed.querySelector('parsererror')).toBeNull();
    const items = [...parsed.querySelectorAll('channel > item')];
    expect(items).toHaveLength(2);
    expect(text(items[0], 'title')).toBe(title);
    expect(text(items[0], 'description')).toBe(description);
    expect(text(items[1], 'title')).toBe('Next');
    expect(parsed.getElementsByTagName('injected')).toHaveLength(0);
    expect(items[0].children).toHaveLength([...items[1].children].length);
  });

  it('leaves text without `]]>` as it is, and leaves the first `]]>` to the writer', () => {
    expect(forCdataWriter('Plain & <simple>')).toBe('Plain & <simple>');
    expect(forCdataWriter('a]]>b')).toBe('a]]>b');
    expect(forCdataWriter('a]]>b]]>c]]>')).toBe('a]]>b]]]]><![CDATA[>c]]]]><![CDATA[>');
  });
});
