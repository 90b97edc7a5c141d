import { act } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { renderWithProviders } from '../../testing/render';
import { useWindowTracking } from './useWindowTracking';

function Tracker() {
  useWindowTracking();
  return null;
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

/** Lets the tracking's chunk (a dynamic import: promises only) arrive. */
const chunkArrives = () => act(async () => {});

describe('useWindowTracking', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => jest.useRealTimers());

  it('starts on the first scroll, judging it from where the page was, then reads the window at most once per 100 ms', async () => {
    const store = makeStore();
    renderWithProviders(<Tracker />, { store });
    const dispatch = jest.spyOn(store, 'dispatch');
    act(() => {
      jest.runOnlyPendingTimers(); // idle: where the page is, read
    });
    expect(dispatch).not.toHaveBeenCalled(); // nothing tracked before the visitor scrolls
    scrollTo(500);
    await chunkArrives();
    expect(store.getState().theme.scrollDirection).toBe('down'); // the first scroll itself counts
    expect(store.getState().theme.screenWidth).toBe(window.innerWidth);
    dispatch.mockClear();
    scrollTo(300);
    scrollTo(200);
    scrollTo(100);
    expect(dispatch).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(store.getState().theme.scrollDirection).toBe('up');
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    window.dispatchEvent(new Event('resize'));
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(store.getState().theme.screenWidth).toBe(390);
  });

  it('starts on a resize too, and stops listening when the layout goes', async () => {
    const store = makeStore();
    const { unmount } = renderWithProviders(<Tracker />, { store });
    Object.defineProperty(window, 'innerWidth', { value: 800, configurable: true });
    window.dispatchEvent(new Event('resize'));
    await chunkArrives();
    expect(store.getState().theme.screenWidth).toBe(800);
    unmount();
    scrollTo(900);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(store.getState().theme.scrollDirection).toBe('up');
  });
});
