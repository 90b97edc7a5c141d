import { onClientEntry } from './clientEntry';

describe('onClientEntry', () => {
  afterEach(() => jest.useRealTimers());

  it("turns off the browser's own scroll restoration", async () => {
    window.history.scrollRestoration = 'auto';
    await onClientEntry();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('lets Gatsby go on only in a new task, so the start of the site is not one long task', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const entered = onClientEntry().then(() => (resolved = true));
    // Every microtask has run: were it resolved in this task, it would be now.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.runOnlyPendingTimers();
    await entered;
    expect(resolved).toBe(true);
  });
});
