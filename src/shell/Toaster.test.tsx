import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { germanPage, onGermanPage } from '../testing/locales';
import { toast } from '../lib/toasts';
import { Toaster } from './Toaster';

describe('the toasts on a German page', () => {
  onGermanPage();

  it('name their region and each close button in German, and the button starts closing its toast', async () => {
    render(<Toaster />, { wrapper: germanPage });
    act(() => toast.success('Vielen Dank, wir melden uns.'));
    const close = await screen.findByRole('button', { name: 'Benachrichtigung schließen' });
    expect(screen.getByText('Vielen Dank, wir melden uns.')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Benachrichtigungen/ })).toBeTruthy();
    fireEvent.click(close);
    // jsdom runs no CSS animation, so the toast stays in its exit animation: the library's own sign it closes.
    await waitFor(() => expect(document.querySelector('.Toastify__toast')?.className).toMatch(/exit/));
  });
});
