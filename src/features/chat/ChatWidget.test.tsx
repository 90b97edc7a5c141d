import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../../app/store';
import { prepareFormToken } from '../../lib/formToken';
import { SubmitError, submit } from '../../lib/sendSubmission';
import { CHAT_PANEL_ID, ChatLauncher } from './ChatLauncher';
import { SUBMIT_MESSAGES } from '../../lib/submission';
import { addToOutbox, readOutbox } from './transcriptQueue';
import { testCopy, testFaq, transcript } from './testFixtures';
import type { ChatTranscript } from './types';

jest.mock('../../lib/sendSubmission');
jest.mock('../../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;

function renderWidget(store: AppStore = makeStore()) {
  render(
    <Provider store={store}>
      <a href="#before">Before</a>
      <ChatLauncher faq={testFaq} copy={testCopy} />
      <a href="#after">After</a>
    </Provider>,
  );
  return { store, launcher: screen.getByRole('button', { name: testCopy.launcherLabel }) };
}

/** Opens the panel and fills the contact form with a name. */
async function openAndUnlock(user: ReturnType<typeof userEvent.setup>) {
  const { launcher, store } = renderWidget();
  await user.click(launcher);
  await user.type(await screen.findByLabelText('Name'), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Start chat' }));
  return { launcher, store };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  submitMock.mockReset();
});

/** How a transcript goes to submit(): SPEC section 7's body, the key as the Idempotency-Key header. */
const sentAs = ({ idempotencyKey, ...body }: ChatTranscript) => ['chatbot', body, { idempotencyKey }] as const;

describe('ChatLauncher', () => {
  it('is a labelled button that says whether it has opened the panel it controls', async () => {
    const user = userEvent.setup();
    const { launcher } = renderWidget();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveAttribute('aria-controls', CHAT_PANEL_ID);

    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: testCopy.title });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('id', CHAT_PANEL_ID);
  });

  it('loads the panel only on demand (here: hover), and keeps it hidden until opened', async () => {
    const user = userEvent.setup();
    const { launcher } = renderWidget();
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
    const { launcher } = renderWidget();
    await user.hover(launcher);
    await screen.findByRole('dialog', { hidden: true });
    expect(prepareFormToken).not.toHaveBeenCalled();
    await user.click(launcher);
    await screen.findByRole('dialog');
    expect(prepareFormToken).toHaveBeenCalledTimes(1);
  });

  it('loads the panel on a touch of the launcher (a phone has no hover)', async () => {
    const { launcher } = renderWidget();
    fireEvent.touchStart(launcher);
    await screen.findByRole('dialog', { hidden: true });
  });

  it('loads the panel when the launcher is reached by keyboard', async () => {
    const user = userEvent.setup();
    renderWidget();
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
    renderWidget();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(document.getElementById(CHAT_PANEL_ID)).toBeNull();
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('renders it when an earlier visit left a transcript to send, which it then sends', async () => {
    const waiting = transcript('idle-key-0001');
    addToOutbox(waiting);
    submitMock.mockResolvedValue({ documentId: 'd', createdAt: 'now' });
    renderWidget();
    expect(document.getElementById(CHAT_PANEL_ID)).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(submitMock).toHaveBeenCalledWith(...sentAs(waiting)));
    expect(document.getElementById(CHAT_PANEL_ID)).toHaveAttribute('hidden');
    await waitFor(() => expect(readOutbox()).toEqual([]));
  });
});

describe('ChatPanel', () => {
  it('moves focus to the first contact field on open, and back to the launcher on Esc', async () => {
    const user = userEvent.setup();
    const { launcher } = renderWidget();
    await user.click(launcher);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button, returning focus to the launcher', async () => {
    const user = userEvent.setup();
    const { launcher } = renderWidget();
    await user.click(launcher);
    await user.click(await screen.findByRole('button', { name: 'Close chat' }));
    expect(document.getElementById(CHAT_PANEL_ID)).toHaveAttribute('hidden');
    expect(launcher).toHaveFocus();
  });

  it('keeps a closed panel out of the tab order', async () => {
    const user = userEvent.setup();
    const { launcher } = renderWidget();
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
    const { launcher } = renderWidget();
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
    const { store } = await openAndUnlock(user);
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
      await openAndUnlock(user);
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
    const { store } = await openAndUnlock(user);
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
    const { launcher } = renderWidget();

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
