import { inFirstBrowserRender, markFirstRenderDone } from './hydration';

it('is in the browser’s first render until the root says it is done', () => {
  expect(inFirstBrowserRender()).toBe(true);
  markFirstRenderDone();
  expect(inFirstBrowserRender()).toBe(false);
});
