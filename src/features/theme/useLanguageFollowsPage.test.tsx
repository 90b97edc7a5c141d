import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { useLanguageFollowsPage } from './useLanguageFollowsPage';

function Page({ locale }: { locale: string }) {
  useLanguageFollowsPage(locale);
  return null;
}

describe('useLanguageFollowsPage', () => {
  it('sets the store’s language to the page’s, and again when the page’s changes', () => {
    const store = makeStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const view = render(
      <Provider store={store}>
        <Page locale="en" />
      </Provider>,
    );
    expect(store.getState().theme.language).toBe('en');
    expect(dispatch).not.toHaveBeenCalled();
    view.rerender(
      <Provider store={store}>
        <Page locale="de" />
      </Provider>,
    );
    expect(store.getState().theme.language).toBe('de');
    expect(dispatch).toHaveBeenCalledTimes(1);
  });
});
