/**
 * Rendering a component as the site does: inside the app's Redux store (a real one, `makeStore()`,
 * unless the test passes its own to read or drive it), and, with `wrapper`, inside further providers
 * (a page of another locale: ./locales.tsx's `pageOf`). `rerender` keeps both. Only tests import this.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { StoreProvider } from '../lib/hooks';
import { makeStore, type AppStore } from '../app/store';

export function renderWithProviders(
  ui: ReactElement,
  { store = makeStore(), wrapper: Inner, ...options }: RenderOptions & { store?: AppStore } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return <StoreProvider store={store}>{Inner ? <Inner>{children}</Inner> : children}</StoreProvider>;
  }
  return { store, ...render(ui, { ...options, wrapper: Providers }) };
}
