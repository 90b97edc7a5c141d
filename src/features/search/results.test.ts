import { displayUrl, excerptParts, nextActive, toSearchResult } from './results';

test("an excerpt's marked words are marked, the rest plain text", () => {
  expect(excerptParts('We run your <mark>projects</mark> and <mark>IT</mark> support.')).toEqual([
    { text: 'We run your ', marked: false },
    { text: 'projects', marked: true },
    { text: ' and ', marked: false },
    { text: 'IT', marked: true },
    { text: ' support.', marked: false },
  ]);
});

test("markup in a page's text stays text: escaped characters are decoded, never parsed", () => {
  const parts = excerptParts('&lt;img src=x onerror=alert(1)&gt; &amp; <mark>R&amp;D</mark> &#39;q&#x27; &bogus;');
  expect(parts).toEqual([
    { text: '<img src=x onerror=alert(1)> & ', marked: false },
    { text: 'R&D', marked: true },
    { text: " 'q' &bogus;", marked: false },
  ]);
});

test('tags other than mark are dropped from an excerpt', () => {
  expect(excerptParts('<b>bold</b> <mark><i>word</i></mark>')).toEqual([
    { text: 'bold ', marked: false },
    { text: 'word', marked: true },
  ]);
});

test("a result's title, address and excerpt", () => {
  expect(
    toSearchResult(
      { url: '/services/', excerpt: 'Our <mark>services</mark>', meta: { title: 'Services &amp; prices' } },
      2,
    ),
  ).toEqual({
    id: 'search-result-2',
    url: '/services/',
    title: 'Services & prices',
    excerpt: [
      { text: 'Our ', marked: false },
      { text: 'services', marked: true },
    ],
    faq: false,
  });
  expect(toSearchResult({ url: '/de/about/', excerpt: '' }, 0).title).toBe('/de/about');
  // The FAQ's records (server/search-index.ts) are told apart by their kind, not their address.
  const question = { url: '/#faq-3-4', excerpt: '', meta: { title: 'Do you sign NDAs?', kind: 'faq' } };
  expect(toSearchResult(question, 0)).toMatchObject({ title: 'Do you sign NDAs?', faq: true });
  expect(toSearchResult({ ...question, meta: { title: 'FAQ' } }, 0).faq).toBe(false);
});

test.each([
  ['/', '/'],
  ['/about/', '/about'],
  ['/de/', '/de'],
  ['/#faq', '/#faq'],
  ['/de/#faq', '/de#faq'],
])('the address %s reads %s', (url, shown) => {
  expect(displayUrl(url)).toBe(shown);
});

test('the arrow keys move through the results and wrap round; other keys are the field’s', () => {
  expect(nextActive('ArrowDown', -1, 3)).toBe(0);
  expect(nextActive('ArrowDown', 2, 3)).toBe(0);
  expect(nextActive('ArrowUp', 0, 3)).toBe(2);
  expect(nextActive('ArrowUp', -1, 3)).toBe(2);
  expect(nextActive('ArrowUp', 2, 3)).toBe(1);
  expect(nextActive('ArrowDown', -1, 0)).toBeNull();
  expect(nextActive('Home', 1, 3)).toBeNull();
  expect(nextActive('a', 1, 3)).toBeNull();
});
