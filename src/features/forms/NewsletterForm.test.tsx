import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../lib/submission';
import { SubmitError, describeFailure, submit } from '../../lib/sendSubmission';
import { toast } from '../../lib/toasts';
import { en } from '../../config/messages/en';
import { NewsletterForm } from './NewsletterForm';

jest.mock('../../lib/sendSubmission');
jest.mock('../../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;
const renderForm = () => render(<NewsletterForm heading="Stay in the loop" intro="One email a month." />);

beforeEach(() => {
  submitMock.mockReset();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('NewsletterForm', () => {
  it('labels its fields and shows the CMS heading and intro', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Stay in the loop' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Stay in the loop' })).toBeInTheDocument();
    expect(screen.getByText('One email a month.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (required)')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('shows the email error beside the field, linked by aria-describedby', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const email = screen.getByLabelText('Email (required)');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(error).toHaveTextContent(MESSAGES.required);
    expect(email.nextElementSibling).toBe(error);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps the honeypot out of reach of role queries', () => {
    const { container } = renderForm();
    expect(screen.getAllByRole('textbox')).toEqual([
      screen.getByLabelText('Email (required)'),
      screen.getByLabelText('Name'),
    ]);
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("sends the email, name, honeypot and today's date as YYYY-MM-DD, then asks to check the inbox", async () => {
    // 23:30 UTC on 4 March 2031: the CMS's calendar (UTC) decides the day.
    jest.useFakeTimers({ now: new Date('2031-03-04T23:30:00Z'), advanceTimers: true });
    const user = userEvent.setup();
    submitMock.mockResolvedValueOnce({ status: 'pending' });
    renderForm();
    await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(submitMock).toHaveBeenCalledWith('subscription', {
      email: 'ada@example.com',
      name: '',
      date: '2031-03-04',
      website: '',
      lang: 'en',
    });
    // The same words for a new, a pending and a subscribed address: the CMS answers all alike.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/please check your inbox/));
    expect(toast.success).toHaveBeenCalledWith(en.forms.newsletter.checkInbox);
  });

  it('keeps the address after a failure and offers to try again', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValueOnce(new SubmitError(describeFailure(503, {})));
    renderForm();
    await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
    expect(screen.getByLabelText('Email (required)')).toHaveValue('ada@example.com');
    expect(toast.error).toHaveBeenCalledWith(describeFailure(503, {}).message);
  });
});
