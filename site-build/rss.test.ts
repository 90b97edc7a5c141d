/**
 * @jest-environment jsdom
 */
import { rssFeed } from './rss';

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
