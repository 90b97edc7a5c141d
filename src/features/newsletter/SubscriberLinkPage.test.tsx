import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_COPY, UNSUBSCRIBE_COPY } from './copy';
import { LINK_TOKEN_SCRIPT } from './linkToken';
import { SubscriberLinkPage } from './SubscriberLinkPage';
import { followLink, LINK_MESSAGES } from './subscriberLink';

jest.mock('./subscriberLink', () => ({ ...jest.requireActual('./subscriberLink'), followLink: jest.fn() }));
const followMock = followLink as jest.MockedFunction<typeof followLink>;

/** Opens `url` as a link from an email does: the head script runs first (gatsby-ssr.tsx). */
function openLink(url: string) {
  window.history.replaceState(null, '', url);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the inline script's exact text
  new Function(LINK_TOKEN_SCRIPT)();
}

beforeEach(() => {
  followMock.mockReset();
  delete (window as unknown as Record<string, unknown>).__subscriberLinkToken;
});

describe('the confirm page', () => {
  it('has the token out of the address before it renders, and confirms nothing on opening', async () => {
    openLink('/newsletter/confirm?token=abc.123.def');
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toContain('abc.123.def');
    render(<SubscriberLinkPage action="confirm" copy={CONFIRM_COPY} />);
    expect(screen.getByRole('heading', { level: 1, name: CONFIRM_COPY.title })).toBeInTheDocument();
    expect(screen.getByText(CONFIRM_COPY.intro)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Confirm my subscription' });
    // Nothing but a press asks the CMS. A call is not an event that can be awaited when it never comes:
    // 50 ms are many turns of the event loop for an effect that would have made one, with no timer of its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(followMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('confirms on the press (mouse or keyboard), once, and announces and focuses the outcome', async () => {
    const user = userEvent.setup();
    followMock.mockResolvedValueOnce({ kind: 'done' });
    openLink('/newsletter/confirm?token=abc.123.def');
    render(<SubscriberLinkPage action="confirm" copy={CONFIRM_COPY} />);
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    button.focus();
    await user.keyboard('{Enter}');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(CONFIRM_COPY.done));
    expect(status).toHaveFocus();
    expect(followMock).toHaveBeenCalledTimes(1);
    expect(followMock).toHaveBeenCalledWith('confirm', 'abc.123.def');
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  });

  it('says why a refused link cannot work, and offers no retry', async () => {
    const user = userEvent.setup();
    followMock.mockResolvedValueOnce({ kind: 'refused', message: 'This link is no longer valid.' });
    openLink('/newsletter/confirm?token=abc.123.def');
    render(<SubscriberLinkPage action="confirm" copy={CONFIRM_COPY} />);
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This link is no longer valid.'));
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks for the whole link when the token is missing, without calling the CMS', async () => {
    openLink('/newsletter/confirm');
    render(<SubscriberLinkPage action="confirm" copy={CONFIRM_COPY} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LINK_MESSAGES.missing));
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
    expect(followMock).not.toHaveBeenCalled();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes only when the button is pressed, and offers a retry after a failure', async () => {
    const user = userEvent.setup();
    followMock.mockResolvedValueOnce({ kind: 'failed', message: LINK_MESSAGES.network });
    followMock.mockResolvedValueOnce({ kind: 'done' });
    openLink('/newsletter/unsubscribe?token=abc.def');
    expect(window.location.search).toBe('');
    render(<SubscriberLinkPage action="unsubscribe" copy={UNSUBSCRIBE_COPY} />);
    expect(screen.getByText(UNSUBSCRIBE_COPY.intro)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(followMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LINK_MESSAGES.network));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(UNSUBSCRIBE_COPY.done));
    expect(followMock).toHaveBeenNthCalledWith(2, 'unsubscribe', 'abc.def');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
