/**
 * @jest-environment node
 */
import { inFirstBrowserRender, markFirstRenderDone } from './hydration';

it('is never in the browser’s first render on the server, which renders everything at once', () => {
  expect(inFirstBrowserRender()).toBe(false);
  markFirstRenderDone();
  expect(inFirstBrowserRender()).toBe(false);
});
