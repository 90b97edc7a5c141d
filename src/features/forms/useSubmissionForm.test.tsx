import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The Node build: the browser one needs MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { MESSAGES, SUBMIT_MESSAGES, describeWait } from '../../lib/submission';
import { SubmitError, describeFailure, submit, type SubmitResult } from '../../lib/sendSubmission';
import { toast } from '../../lib/toasts';
import { deferred } from '../../testing/deferred';
import { Field } from './Field';
import { Honeypot } from '../../components/Honeypot';
import { FormStatus } from './FormStatus';
import { SubmitButton } from './SubmitButton';
import { DRAFT_SAVE_DELAY_MS } from './useDraft';
import { useSubmissionForm } from './useSubmissionForm';

jest.mock('../../lib/sendSubmission');
jest.mock('../../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;
const DRAFT_KEY = 'test-draft';
const FIELDS = { name: '', email: '', message: '' };
const OK: SubmitResult = { documentId: 'doc1', createdAt: '2030-01-01T00:00:00.000Z' };

/** A contact-request form whose DOM order can differ from its field order. */
function Harness({ messageFirst = false }: { messageFirst?: boolean }) {
  const form = useSubmissionForm({ kind: 'contact-request', fields: FIELDS, draftKey: DRAFT_KEY });
  const message = (
    <Field as="textarea" label="Message" required registration={form.register('message')} error={form.errors.message} />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Test form">
      {messageFirst ? message : null}
      <Field label="Name" required registration={form.register('name')} error={form.errors.name} />
      <Field label="Email" required registration={form.register('email')} error={form.errors.email} />
      {messageFirst ? null : message}
      <Honeypot {...form.honeypot} />
      <SubmitButton busy={form.busy}>Send</SubmitButton>
      <FormStatus status={form.status} message={form.message} onRetry={form.retry} />
      <span data-testid="status">{form.status}</span>
    </form>
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);
const status = () => screen.getByTestId('status');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^name/i), 'Ada Lovelace');
  await user.type(field(/^email/i), 'ada@example.com');
  await user.type(field(/^message/i), 'We would like a conference for 200 people.');
}

const VALID_BODY = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We would like a conference for 200 people.',
  website: '',
  lang: 'en',
};

beforeEach(() => {
  submitMock.mockReset();
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  sessionStorage.clear();
});

describe('useSubmissionForm: validation with the shared rules', () => {
  it('checks a field on blur with the server rules and starts idle', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(status()).toHaveTextContent('idle');

    await user.click(field(/^name/i));
    await user.tab();
    expect(field(/^name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^name/i)).toHaveAccessibleDescription(`Error: ${MESSAGES.required}`);

    await user.type(field(/^name/i), 'A');
    // An invalid field is re-checked as it is corrected.
    expect(field(/^name/i)).toHaveAccessibleDescription(`Error: ${MESSAGES.tooShort(2)}`);
    await user.type(field(/^name/i), 'da');
    expect(field(/^name/i)).toHaveAttribute('aria-invalid', 'false');
    expect(field(/^name/i)).not.toHaveAttribute('aria-describedby');

    await user.type(field(/^email/i), 'ada@example');
    await user.tab();
    expect(field(/^email/i)).toHaveAccessibleDescription(`Error: ${MESSAGES.email}`);

    // Markup is text like any other (shown escaped wherever it appears); only the length counts here.
    await user.type(field(/^message/i), '<b>Hi</b>');
    await user.tab();
    expect(field(/^message/i)).toHaveAccessibleDescription(`Error: ${MESSAGES.tooShort(10)}`);
    await user.type(field(/^message/i), ' & "you"');
    expect(field(/^message/i)).toHaveAttribute('aria-invalid', 'false');
    expect(status()).toHaveTextContent('idle');
  });

  it('on an invalid submit marks every bad field, sets invalid and focuses the first one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(status()).toHaveTextContent('invalid');
    expect(screen.getByRole('status')).toHaveTextContent(SUBMIT_MESSAGES.invalid);
    for (const label of [/^name/i, /^email/i, /^message/i]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/^name/i)).toHaveFocus();
    expect(submitMock).not.toHaveBeenCalled();

    await user.type(field(/^name/i), 'Ada');
    await user.type(field(/^message/i), 'Short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field(/^email/i)).toHaveFocus();
    expect(field(/^message/i)).toHaveAccessibleDescription(`Error: ${MESSAGES.tooShort(10)}`);
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('focuses the first bad field in DOM order, not in the order the fields were declared', async () => {
    const user = userEvent.setup();
    render(<Harness messageFirst />);
    await user.type(field(/^name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field(/^message/i)).toHaveFocus();
  });
});

describe('useSubmissionForm: sending', () => {
  it('goes busy (second submit ignored), then sent: toast, form cleared', async () => {
    const user = userEvent.setup();
    const pending = deferred<SubmitResult>();
    submitMock.mockReturnValueOnce(pending.promise);
    render(<Harness />);
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(status()).toHaveTextContent('busy');
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    // The button is disabled, but Enter in a field still submits the form: it must be ignored.
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    await user.type(field(/^name/i), '{Enter}');
    expect(submitMock).toHaveBeenCalledTimes(1);
    expect(submitMock).toHaveBeenCalledWith('contact-request', VALID_BODY);

    await act(async () => pending.resolve(OK));
    expect(status()).toHaveTextContent('sent');
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(field(/^name/i)).toHaveValue('');
    expect(field(/^email/i)).toHaveValue('');
    expect(field(/^message/i)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps every field on failure, offers Try again, and a retry sends the same values once', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValueOnce(new SubmitError(describeFailure(undefined, undefined)));
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(status()).toHaveTextContent('failed'));
    const networkMessage = describeFailure(undefined, undefined).message;
    expect(toast.error).toHaveBeenCalledWith(networkMessage);
    expect(screen.getByRole('status')).toHaveTextContent(networkMessage);
    expect(field(/^name/i)).toHaveValue(VALID_BODY.name);
    expect(field(/^message/i)).toHaveValue(VALID_BODY.message);

    const pending = deferred<SubmitResult>();
    submitMock.mockReturnValueOnce(pending.promise);
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.dblClick(retry);
    expect(submitMock).toHaveBeenCalledTimes(2);
    expect(submitMock).toHaveBeenLastCalledWith('contact-request', VALID_BODY);
    expect(status()).toHaveTextContent('busy');

    await act(async () => pending.resolve(OK));
    expect(status()).toHaveTextContent('sent');
    expect(submitMock).toHaveBeenCalledTimes(2);
  });

  it('maps a 400 onto the fields it names, with the message beside them and focus on the first', async () => {
    const user = userEvent.setup();
    const failure = describeFailure(400, {
      error: {
        details: {
          errors: [
            { path: ['message'], message: 'The server does not like this message.' },
            { path: ['email'], message: 'This address bounced.' },
            { path: ['unknownField'], message: 'Ignored.' },
          ],
        },
      },
    });
    submitMock.mockRejectedValueOnce(new SubmitError(failure));
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(status()).toHaveTextContent('invalid'));
    expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^email/i)).toHaveAccessibleDescription('Error: This address bounced.');
    expect(field(/^message/i)).toHaveAccessibleDescription('Error: The server does not like this message.');
    expect(field(/^name/i)).toHaveAttribute('aria-invalid', 'false');
    expect(field(/^email/i)).toHaveFocus();
    expect(screen.queryByText('Ignored.')).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(failure.message);
    expect(field(/^email/i)).toHaveValue(VALID_BODY.email);
  });

  it('after a 429 says when to try again', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValueOnce(new SubmitError(describeFailure(429, {}, '120')));
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(status()).toHaveTextContent('failed'));
    const expected = 'Too many attempts. Please try again in 2 minutes.';
    expect(screen.getByRole('status')).toHaveTextContent(expected);
    expect(toast.error).toHaveBeenCalledWith(expected);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('explains an unexpected error as a failure too', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValueOnce(new TypeError('boom'));
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toHaveTextContent('failed'));
    expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again.');
  });

  it('describes waits in seconds or minutes', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(60)).toBe('60 seconds');
    expect(describeWait(90)).toBe('2 minutes');
    expect(describeWait(600)).toBe('10 minutes');
  });
});

describe('useSubmissionForm: the draft', () => {
  afterEach(() => jest.useRealTimers());

  it('is saved to sessionStorage after a pause, restored on the next visit, and cleared once sent', async () => {
    jest.useFakeTimers();
    const first = render(<Harness />);
    fireEvent.change(field(/^name/i), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(field(/^email/i), { target: { value: 'ada@example.com' } });
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: '',
    });

    // A change just before leaving is not lost.
    fireEvent.change(field(/^message/i), { target: { value: 'We would like a conference for 200 people.' } });
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).message).toBe(VALID_BODY.message);

    render(<Harness />);
    expect(field(/^name/i)).toHaveValue('Ada Lovelace');
    expect(field(/^email/i)).toHaveValue('ada@example.com');
    expect(field(/^message/i)).toHaveValue(VALID_BODY.message);

    submitMock.mockResolvedValueOnce(OK);
    fireEvent.change(field(/^name/i), { target: { value: 'Ada King' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    await act(async () => {});
    expect(status()).toHaveTextContent('sent');
    expect(submitMock).toHaveBeenCalledWith('contact-request', { ...VALID_BODY, name: 'Ada King' });
    // The pending write of "Ada King" must not bring the draft back.
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('ignores a damaged draft', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    render(<Harness />);
    expect(field(/^name/i)).toHaveValue('');
  });

  it('is not restored during the first render (hydration), only after it', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'Ada', email: 42 }));
    const seen: string[] = [];
    function Probe() {
      const form = useSubmissionForm({ kind: 'contact-request', fields: FIELDS, draftKey: DRAFT_KEY });
      seen.push(form.values.name);
      return null;
    }
    render(<Probe />);
    expect(seen[0]).toBe('');
    expect(seen[seen.length - 1]).toBe('Ada');
  });

  it('keeps what was typed into the server-rendered fields before hydration, over the draft', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'From the draft', message: 'Drafted message' }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.appendChild(container);
    // The visitor types before the form's code runs: only the DOM knows.
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Typed early';
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';

    render(<Harness />, { container, hydrate: true });
    await waitFor(() => expect(field(/^message/i)).toHaveValue('Drafted message'));
    expect(field(/^name/i)).toHaveValue('Typed early');
    expect(field(/^email/i)).toHaveValue('early@example.com');
    // Saved at once, with nothing typed since: a reload now keeps it.
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual({
      name: 'Typed early',
      email: 'early@example.com',
      message: 'Drafted message',
    });

    // A later render (an error shown elsewhere) must not wipe them, and they are what is sent.
    submitMock.mockResolvedValueOnce(OK);
    const user = userEvent.setup();
    await user.click(field(/^message/i));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    expect(submitMock.mock.calls[0][1]).toMatchObject({
      name: 'Typed early',
      email: 'early@example.com',
      message: 'Drafted message',
    });
  });
});
