/**
 * The page-view beacon (./counts.ts): sent to the CMS's count route as a string (text/plain, no
 * preflight), never before the page has loaded and the browser is idle, and a client-side
 * navigation's as a view only. What it sends is checked against the CMS's rules in
 * cms/src/contracts/counts.test.ts.
 */
import { COUNT_PATH, countFirstPageView, countPageView, sendCount } from './counts';
import { CMS_PUBLIC_URL } from '../config/constants';

const sendBeacon = jest.fn((_url: string, _body: string) => true);
const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) as unknown }));
const COUNT_URL = `${CMS_PUBLIC_URL}/api/${COUNT_PATH}`;

beforeEach(() => {
  jest.useFakeTimers();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});

it('counts the first page once the page has loaded and the browser is idle, with where the visit came from', () => {
  window.history.replaceState(null, '', '/offer?utm_source=linkedin&utm_campaign=autumn&email=ada@example.com');
  Object.defineProperty(document, 'referrer', { value: 'https://www.linkedin.com/feed/', configurable: true });
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });

  countFirstPageView();
  jest.runAllTimers();
  expect(sendBeacon).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  expect(sendBeacon).not.toHaveBeenCalled();
  // Idle time (requestIdleCallback, or its fallback's timeout where the browser has none).
  jest.runAllTimers();
  expect(sent()).toEqual([
    {
      url: COUNT_URL,
      body: {
        event: 'page-view',
        path: '/offer',
        visit: true,
        referrer: 'www.linkedin.com',
        utmSource: 'linkedin',
        utmCampaign: 'autumn',
      },
    },
  ]);
  expect(typeof sendBeacon.mock.calls[0][1]).toBe('string');
});

it('counts a navigation within the site as a page view only', () => {
  countPageView('/contact');
  expect(sent()).toEqual([{ url: COUNT_URL, body: { event: 'page-view', path: '/contact' } }]);
});

it('sends nothing, and throws nothing, where the browser has no beacon', () => {
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  expect(() => sendCount({ event: 'page-view', path: '/' })).not.toThrow();
});
