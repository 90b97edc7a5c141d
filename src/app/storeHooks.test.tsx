/**
 * The store's hooks (src/lib/hooks.ts), which stand in for react-redux's: a component reads what its selector
 * picks, renders again when that changes and not when another part of the state does, and a selector
 * that derives a new value on each call neither loops nor renders without a change.
 */
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { makeStore } from './store';
import { themeSlice } from '../features/theme/themeSlice';
import { renderWithProviders } from '../testing/render';
import { useAppDispatch, useAppSelector, useAppStore } from '../lib/hooks';

function useRenders() {
  const renders = useRef(0);
  renders.current += 1;
  return renders.current;
}

function DarkMode() {
  const darkMode = useAppSelector((state) => state.theme.darkMode);
  const renders = useRenders();
  return <p data-testid="dark">{`${String(darkMode)} after ${renders} renders`}</p>;
}

/** A selector that makes a new object on every call, as a derived view of the state would. */
function Derived() {
  const view = useAppSelector((state) => ({ dark: state.theme.darkMode }));
  const renders = useRenders();
  return <p data-testid="derived">{`${String(view.dark)} after ${renders} renders`}</p>;
}

it('renders what the selector picks, again when it changes, and not for a change elsewhere', () => {
  const store = makeStore();
  const dark = store.getState().theme.darkMode;
  renderWithProviders(<DarkMode />, { store });
  expect(screen.getByTestId('dark')).toHaveTextContent(`${String(dark)} after 1 renders`);

  act(() => {
    store.dispatch(themeSlice.actions.setScreenSize({ width: 400, height: 800 }));
  });
  expect(screen.getByTestId('dark')).toHaveTextContent(`${String(dark)} after 1 renders`);

  act(() => {
    store.dispatch(themeSlice.actions.setDarkMode(!dark));
  });
  expect(screen.getByTestId('dark')).toHaveTextContent(`${String(!dark)} after 2 renders`);
});

it('keeps a derived value while the state is the same: no endless renders, one render per change', () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const store = makeStore();
    const dark = store.getState().theme.darkMode;
    renderWithProviders(<Derived />, { store });
    expect(screen.getByTestId('derived')).toHaveTextContent(`${String(dark)} after 1 renders`);

    act(() => {
      store.dispatch(themeSlice.actions.setDarkMode(!dark));
    });
    expect(screen.getByTestId('derived')).toHaveTextContent(`${String(!dark)} after 2 renders`);
    // React warns "The result of getSnapshot should be cached" when a snapshot is new on each read.
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

it('gives the store and its dispatch to the components below the provider, and fails clearly without one', () => {
  const store = makeStore();
  let seen: unknown[] = [];
  function Reader() {
    seen = [useAppStore(), useAppDispatch()];
    return null;
  }
  renderWithProviders(<Reader />, { store });
  expect(seen).toEqual([store, store.dispatch]);

  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(() => render(<Reader />)).toThrow('useAppStore: no store; render inside StoreProvider');
  } finally {
    errors.mockRestore();
  }
});
