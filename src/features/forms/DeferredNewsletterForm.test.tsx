import { act, render, screen } from '@testing-library/react';
import { DeferredNewsletterForm, untilIdleOrReached } from './DeferredNewsletterForm';

// jsdom has no requestIdleCallback, so whenIdle falls back to its 3 s timeout: fake timers drive it.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

describe('untilIdleOrReached', () => {
  it('waits for the visitor to reach into the container, ignoring the rest of the page', async () => {
    document.body.innerHTML = '<div class="target"><input id="inside"></div><input id="outside">';
    const waiting = track(untilIdleOrReached('.target'));

    document.getElementById('outside')!.focus();
    await act(async () => {});
    expect(waiting.settled).toBe(false);

    document.getElementById('inside')!.focus();
    await act(async () => {});
    expect(waiting.settled).toBe(true);
  });

  it('or for the browser to be idle', async () => {
    document.body.innerHTML = '<div class="target"></div>';
    const waiting = track(untilIdleOrReached('.target'));
    await act(async () => jest.advanceTimersByTime(2999));
    expect(waiting.settled).toBe(false);
    await act(async () => jest.advanceTimersByTime(1));
    expect(waiting.settled).toBe(true);
  });
});

describe('DeferredNewsletterForm', () => {
  it('renders the real form once its code has loaded', async () => {
    render(<DeferredNewsletterForm heading="Stay in the loop" intro="One email a month." />);
    expect(screen.queryByRole('form', { name: 'Stay in the loop' })).toBeNull();
    await act(async () => jest.advanceTimersByTime(3000));
    expect(await screen.findByRole('form', { name: 'Stay in the loop' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email (required)')).toBeInTheDocument();
  });
});
