import { makeStore } from '../../app/store';
import { renderWithProviders } from '../../testing/render';
import { useLanguageFollowsPage } from './useLanguageFollowsPage';

function Page({ locale }: { locale: string }) {
  useLanguageFollowsPage(locale);
  return null;
}

describe('useLanguageFollowsPage', () => {
  it('sets the store’s language to the page’s, and again when the page’s changes', () => {
    const store = makeStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const view = renderWithProviders(<Page locale="en" />, { store });
    expect(store.getState().theme.language).toBe('en');
    expect(dispatch).not.toHaveBeenCalled();
    view.rerender(<Page locale="de" />);
    expect(store.getState().theme.language).toBe('de');
    expect(dispatch).toHaveBeenCalledTimes(1);
  });
});
