/**
 * The theme slice's `language` is the page's (issue 47): the store starts from `<html lang>`
 * (./themeState.ts), and a route change into another locale's page (a link from a German page to an
 * English-only one, say) sets it. Dispatched only on a change, so a page's first load does not load
 * the store for it (src/lib/deferredStore.ts).
 */
import * as React from 'react';
import { useAppStore } from '../../lib/hooks';
import { firstScreenThemeActions } from './themeState';

export function useLanguageFollowsPage(locale: string) {
  const store = useAppStore();
  React.useEffect(() => {
    if (store.getState().theme.language !== locale) store.dispatch(firstScreenThemeActions.setLanguage(locale));
  }, [store, locale]);
}
