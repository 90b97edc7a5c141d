import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { useWindowTracking } from './useWindowTracking';

function Tracker() {
  useWindowTracking();
  return null;
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('useWindowTracking', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('listens only once the browser is idle, then records size and scroll direction, at most once per 100 ms', () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <Tracker />
      </Provider>,
    );
    const dispatch = jest.spyOn(store, 'dispatch');
    scrollTo(500);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(store.getState().theme.scrollDirection).toBe('up'); // not listening yet
    act(() => {
      jest.runOnlyPendingTimers(); // idle: listeners added, size read
    });
    expect(store.getState().theme.screenWidth).toBe(window.innerWidth);
    dispatch.mockClear();
    scrollTo(600);
    scrollTo(700);
    scrollTo(800);
    expect(dispatch).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(store.getState().theme.scrollDirection).toBe('down');
    scrollTo(300);
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(store.getState().theme.scrollDirection).toBe('up');
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    window.dispatchEvent(new Event('resize'));
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(store.getState().theme.screenWidth).toBe(390);
  });
});
