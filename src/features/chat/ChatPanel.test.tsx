/** The chat panel, opened through its launcher as a visitor opens it. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../app/store';
import { SubmitError, submit } from '../../lib/sendSubmission';
import { CHAT_PANEL_ID } from './ChatLauncher';
import { SUBMIT_MESSAGES } from '../../lib/submission';
import { addToOutbox, readOutbox } from './transcriptQueue';
import { testCopy, transcript } from './testFixtures';
import { chatSlice } from './chatSlice';
import { openAndUnlock, renderChat, sentAs } from './testRender';

jest.mock('../../lib/sendSubmission');
jest.mock('../../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  submitMock.mockReset();
});

describe('ChatPanel', () => {
  it('moves focus to the first contact field on open, and back to the launcher on Esc', async () => {
    const user = userEvent.setup();
    const { launcher } = renderChat(makeStore());
    await user.click(launcher);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('given words from elsewhere (the site search) and opened, has them in its composer once unlocked', async () => {
    const user = userEvent.setup();
    const store = makeStore();
    const { launcher } = renderChat(store);
    act(() => {
      store.dispatch(chatSlice.actions.draftGiven('quantum accounting'));
    });
    await user.click(launcher);
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(screen.getByLabelText('Your question')).toHaveValue('quantum accounting');
    // Taken once: a later opening does not put them back over what the visitor typed.
    expect(store.getState().chat.draft).toBeUndefined();
  });

  it('closes with its close button, returning focus to the launcher', async () => {
    const user = userEvent.setup();
    const { launcher } = renderChat(makeStore());
    await user.click(launcher);
    await user.click(await screen.findByRole('button', { name: 'Close chat' }));
    expect(document.getElementById(CHAT_PANEL_ID)).toHaveAttribute('hidden');
    expect(launcher).toHaveFocus();
  });

  it('keeps a closed panel out of the tab order', async () => {
    const user = userEvent.setup();
    const { launcher } = renderChat(makeStore());
    await user.click(launcher);
    await screen.findByLabelText('Name');
    await user.keyboard('{Escape}');

    const panel = document.getElementById(CHAT_PANEL_ID)!;
    await user.tab();
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(launcher).toHaveFocus();
    expect(panel).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('shows a hint and no conversation until a name, email or phone is given', async () => {
    const user = userEvent.setup();
    const { launcher } = renderChat(makeStore());
    await user.click(launcher);
    await user.type(await screen.findByLabelText('Industry'), 'Retail');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(screen.getByRole('status')).toHaveTextContent(SUBMIT_MESSAGES.chatContact);
    expect(screen.queryByRole('log')).toBeNull();

    await user.type(screen.getByLabelText('Phone'), '  5 ');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(screen.getByRole('log')).toBeInTheDocument();
  });

  it('shows the welcome and level-1 questions as buttons, without Back and End, in a polite log', async () => {
    const user = userEvent.setup();
    const { store } = await openAndUnlock(user, makeStore());
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText(testCopy.welcomeMessage)).toBeInTheDocument();
    const options = within(log).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      'Level 1 question 1?',
      'Level 1 question 2?',
      'Level 1 question 3?',
      'Level 1 question 4?',
    ]);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
    // The form went away, so focus went on to the text field.
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(store.getState().chat.contact.name).toBe('Ada');
  });

  it('types for 3500 ms with input disabled, then answers and offers Back and End', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openAndUnlock(user, makeStore());
      await user.click(screen.getByRole('button', { name: 'Level 1 question 2?' }));

      const log = screen.getByRole('log');
      expect(within(log).getByText('Typing…')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

      await act(() => jest.advanceTimersByTimeAsync(3499));
      expect(within(log).queryByText('Level 1 answer 2.')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(within(log).getByText('Level 1 answer 2.')).toBeInTheDocument();
      expect(within(log).queryByText('Typing…')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'End' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Level 2 question 1?' })).toBeInTheDocument();
      // The answered list is history now, not buttons.
      expect(screen.queryByRole('button', { name: 'Level 1 question 2?' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes typed text with Send, clears it, and ignores an empty Send', async () => {
    const user = userEvent.setup();
    const { store } = await openAndUnlock(user, makeStore());
    const input = screen.getByRole('textbox', { name: 'Your question' });
    const before = store.getState().chat.messages.length;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(store.getState().chat.messages).toHaveLength(before);

    await user.type(input, 'zebras{Enter}');
    expect(input).toHaveValue('');
    expect(within(screen.getByRole('log')).getByText(testCopy.cannotUnderstandMessage)).toBeInTheDocument();
  });

  it('retries unsent transcripts when loaded, when back online and when opened', async () => {
    const user = userEvent.setup();
    const waiting = transcript('waiting-key-01');
    addToOutbox(waiting);
    submitMock.mockRejectedValue(new SubmitError({ kind: 'network', message: 'offline' }));
    const { launcher } = renderChat(makeStore());

    await user.hover(launcher); // loads the panel, which retries at once
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    expect(readOutbox()).toEqual([waiting]);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2));
    expect(readOutbox()).toEqual([waiting]);

    submitMock.mockResolvedValue({ documentId: 'd', createdAt: 'now' });
    await user.click(launcher);
    await waitFor(() => expect(readOutbox()).toEqual([]));
    expect(submitMock).toHaveBeenCalledTimes(3);
    expect(submitMock).toHaveBeenLastCalledWith(...sentAs(waiting));
  });
});
