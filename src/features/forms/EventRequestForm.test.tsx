import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../lib/submission';
import { submit } from '../../lib/sendSubmission';
import { EVENT_TYPES, EventRequestForm, localToday } from './EventRequestForm';

jest.mock('../../lib/sendSubmission');
jest.mock('../../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;
const renderForm = () => render(<EventRequestForm heading="Plan an event with us" intro="Tell us the basics." />);

beforeEach(() => {
  submitMock.mockReset();
  sessionStorage.clear();
});

describe('EventRequestForm', () => {
  it('labels every field; the date cannot be before today and guests start at 1', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Plan an event with us' })).toBeInTheDocument();
    expect(screen.getByText('Tell us the basics.')).toBeInTheDocument();
    for (const label of ['Name (required)', 'Email (required)', 'Phone', 'Company', 'Location']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Anything else we should know').tagName).toBe('TEXTAREA');
    const date = screen.getByLabelText('Date (required)');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', localToday());
    const guests = screen.getByLabelText('Number of guests (required)');
    expect(guests).toHaveAttribute('type', 'number');
    expect(guests).toHaveAttribute('min', '1');
    const eventType = screen.getByLabelText('Type of event (required)');
    expect(
      within(eventType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a type of event', ...EVENT_TYPES]);
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('City or venue, if known.');
  });

  it('puts errors beside the fields, linked by aria-describedby, and focuses the first', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name (required)'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await user.type(screen.getByLabelText('Number of guests (required)'), '0');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const eventType = screen.getByLabelText('Type of event (required)');
    expect(eventType).toHaveFocus();
    expect(eventType).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(eventType.getAttribute('aria-describedby')!)).toHaveTextContent(MESSAGES.required);
    const guests = screen.getByLabelText('Number of guests (required)');
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(guests.nextElementSibling).toHaveAttribute('id', guests.getAttribute('aria-describedby'));
    expect(guests).toHaveAccessibleDescription(`Error: ${MESSAGES.positiveInteger}`);
    // The hint stays in the description alongside an error.
    await user.click(screen.getByLabelText('Location'));
    await user.paste('x'.repeat(201));
    await user.tab();
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      `City or venue, if known. Error: ${MESSAGES.tooLong(200)}`,
    );
    expect(screen.getByLabelText('Date (required)')).toHaveAccessibleDescription(`Error: ${MESSAGES.required}`);
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('rejects a date in the past with the server message', async () => {
    const user = userEvent.setup();
    renderForm();
    const date = screen.getByLabelText('Date (required)');
    await user.type(date, '2001-02-03');
    await user.tab();
    expect(date).toHaveAccessibleDescription(`Error: ${MESSAGES.pastDate}`);
  });

  it('keeps the honeypot out of reach of role queries', () => {
    const { container } = renderForm();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends exactly the request fields: the date as YYYY-MM-DD, the guests as a number', async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValueOnce({ documentId: 'd1', createdAt: '2030-01-01T00:00:00.000Z' });
    renderForm();
    await user.type(screen.getByLabelText('Name (required)'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
    await user.selectOptions(screen.getByLabelText('Type of event (required)'), 'Awards evening');
    await user.type(screen.getByLabelText('Date (required)'), '2099-06-15');
    await user.type(screen.getByLabelText('Number of guests (required)'), '120');
    await user.type(screen.getByLabelText('Location'), 'London');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(submitMock).toHaveBeenCalledTimes(1);
    const [kind, body] = submitMock.mock.calls[0];
    expect(kind).toBe('event-request');
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      company: '',
      eventType: 'Awards evening',
      date: '2099-06-15',
      guests: 120,
      location: 'London',
      message: '',
      website: '',
      lang: 'en',
    });
    expect(typeof body.guests).toBe('number');
  });
});
