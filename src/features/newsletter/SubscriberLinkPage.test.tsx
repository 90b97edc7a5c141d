import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_COPY, UNSUBSCRIBE_COPY } from './copy';
import { SubscriberLinkPage } from './SubscriberLinkPage';
import { followLink, LINK_MESSAGES } from './subscriberLink';

jest.mock('./subscriberLink', () => ({ ...jest.requireActual('./subscriberLink'), followLink: jest.fn() }));
const followMock = followLink as jest.MockedFunction<typeof followLink>;

beforeEach(() => followMock.mockReset());

describe('the confirm page', () => {
  it('asks the CMS once, as soon as it opens, and announces and focuses the outcome', async () => {
    followMock.mockResolvedValueOnce({ kind: 'done' });
    render(<SubscriberLinkPage action="confirm" search="?token=abc.def" copy={CONFIRM_COPY} />);
    expect(screen.getByRole('heading', { level: 1, name: CONFIRM_COPY.title })).toBeInTheDocument();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(CONFIRM_COPY.done));
    expect(status).toHaveFocus();
    expect(followMock).toHaveBeenCalledTimes(1);
    expect(followMock).toHaveBeenCalledWith('confirm', 'abc.def');
  });

  it('says why a refused link cannot work, and offers no retry', async () => {
    followMock.mockResolvedValueOnce({ kind: 'refused', message: 'This link has expired.' });
    render(<SubscriberLinkPage action="confirm" search="?token=abc.def" copy={CONFIRM_COPY} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This link has expired.'));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks for the whole link when the token is missing, without calling the CMS', async () => {
    render(<SubscriberLinkPage action="confirm" search="" copy={CONFIRM_COPY} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LINK_MESSAGES.missing));
    expect(followMock).not.toHaveBeenCalled();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes only when the button is pressed, and offers a retry after a failure', async () => {
    const user = userEvent.setup();
    followMock.mockResolvedValueOnce({ kind: 'failed', message: LINK_MESSAGES.network });
    followMock.mockResolvedValueOnce({ kind: 'done' });
    render(<SubscriberLinkPage action="unsubscribe" search="?token=abc.def" copy={UNSUBSCRIBE_COPY} />);
    expect(screen.getByText(UNSUBSCRIBE_COPY.intro!)).toBeInTheDocument();
    expect(followMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LINK_MESSAGES.network));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(UNSUBSCRIBE_COPY.done));
    expect(followMock).toHaveBeenNthCalledWith(2, 'unsubscribe', 'abc.def');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
