/** The chat launcher: when it loads the panel, and what it sends unasked. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../app/store';
import { prepareFormToken } from '../../lib/formToken';
import { submit } from '../../lib/sendSubmission';
import { CHAT_PANEL_ID } from './ChatLauncher';
import { addToOutbox, readOutbox } from './transcriptQueue';
import { testCopy, transcript } from './testFixtures';
import { renderChat, sentAs } from './testRender';

jest.mock('../../lib/sendSubmission');
jest.mock('../../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  submitMock.mockReset();
});

describe('ChatLauncher', () => {
  it('is a labelled button that says whether it has opened the panel it controls', async () => {
    const user = userEvent.setup();
    const { launcher } = renderChat(makeStore());
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveAttribute('aria-controls', CHAT_PANEL_ID);

    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: testCopy.title });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('id', CHAT_PANEL_ID);
  });

  it('loads the panel only on demand (here: hover), and keeps it hidden until opened', async () => {
    const user = userEvent.setup();
    const { launcher } = renderChat(makeStore());
    expect(document.getElementById(CHAT_PANEL_ID)).toBeNull();
    await user.hover(launcher);
    await screen.findByRole('dialog', { hidden: true });
    expect(document.getElementById(CHAT_PANEL_ID)).toHaveAttribute('hidden');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // That the HTTP client's code comes with the panel's, before any click: ./ChatPanel.load.test.ts.
  it('asks for the form token only on opening, not on the hover that loads the panel', async () => {
    const user = userEvent.setup();
    jest.mocked(prepareFormToken).mockClear();
    const { launcher } = renderChat(makeStore());
    await user.hover(launcher);
    await screen.findByRole('dialog', { hidden: true });
    expect(prepareFormToken).not.toHaveBeenCalled();
    await user.click(launcher);
    await screen.findByRole('dialog');
    expect(prepareFormToken).toHaveBeenCalledTimes(1);
  });

  it('loads the panel on a touch of the launcher (a phone has no hover)', async () => {
    const { launcher } = renderChat(makeStore());
    fireEvent.touchStart(launcher);
    await screen.findByRole('dialog', { hidden: true });
  });

  it('loads the panel when the launcher is reached by keyboard', async () => {
    const user = userEvent.setup();
    renderChat(makeStore());
    await user.tab(); // "Before"
    await user.tab(); // the launcher
    await screen.findByRole('dialog', { hidden: true });
    expect(document.getElementById(CHAT_PANEL_ID)).toHaveAttribute('hidden');
  });
});

describe('ChatLauncher when the browser is idle', () => {
  // jsdom has no requestIdleCallback, so whenIdle falls back to its 3 s timeout.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not render the panel for nobody', async () => {
    renderChat(makeStore());
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(document.getElementById(CHAT_PANEL_ID)).toBeNull();
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('renders it when an earlier visit left a transcript to send, which it then sends', async () => {
    const waiting = transcript('idle-key-0001');
    addToOutbox(waiting);
    submitMock.mockResolvedValue({ documentId: 'd', createdAt: 'now' });
    renderChat(makeStore());
    expect(document.getElementById(CHAT_PANEL_ID)).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(submitMock).toHaveBeenCalledWith(...sentAs(waiting)));
    expect(document.getElementById(CHAT_PANEL_ID)).toHaveAttribute('hidden');
    await waitFor(() => expect(readOutbox()).toEqual([]));
  });
});
