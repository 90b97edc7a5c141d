import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../lib/submission';
import { submit } from '../../lib/sendSubmission';
import { toast } from '../../lib/toasts';
import { ContactForm } from './ContactForm';
import { draftKeyOf } from './draftKeys';
import { prefillDraft } from './draftStorage';

jest.mock('../../lib/sendSubmission');
jest.mock('../../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;
const services = [
  { slug: 'event-management', title: 'Event management' },
  { slug: 'venue-sourcing', title: 'Venue sourcing' },
];
const renderForm = () =>
  render(<ContactForm heading="Tell us about your project" intro="We answer within a day." services={services} />);

beforeEach(() => {
  submitMock.mockReset();
  sessionStorage.clear();
});

describe('ContactForm', () => {
  it('shows the CMS heading and intro and labels every field', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Tell us about your project' })).toBeInTheDocument();
    expect(screen.getByText('We answer within a day.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name (required)')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email (required)')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Company')).toBeInTheDocument();
    expect(screen.getByLabelText('Message (required)').tagName).toBe('TEXTAREA');
    const service = screen.getByLabelText('Service');
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No particular service', 'Event management', 'Venue sourcing']);
    expect(screen.getByLabelText('Name (required)')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-required');
  });

  it("opens with words prefilled in its message (the site search's offer), keeping the rest of a draft", async () => {
    sessionStorage.setItem(draftKeyOf('contact-request'), JSON.stringify({ name: 'Ada', message: 'older words' }));
    prefillDraft(draftKeyOf('contact-request'), { message: 'quantum accounting' });
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Message (required)')).toHaveValue('quantum accounting'));
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Ada');
  });

  it('shows words prefilled while it is on screen (the search used on the contact page), keeping what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name (required)'), 'Ada');
    act(() => prefillDraft(draftKeyOf('contact-request'), { message: 'quantum accounting' }));
    expect(screen.getByLabelText('Message (required)')).toHaveValue('quantum accounting');
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Ada');
    // Another form's draft is not this one's.
    act(() => prefillDraft(draftKeyOf('event-request'), { message: 'not for this form' }));
    expect(screen.getByLabelText('Message (required)')).toHaveValue('quantum accounting');
  });

  it('is prefilled over a damaged draft too', async () => {
    sessionStorage.setItem(draftKeyOf('contact-request'), '{not json');
    prefillDraft(draftKeyOf('contact-request'), { message: 'quantum accounting' });
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Message (required)')).toHaveValue('quantum accounting'));
  });

  it('shows an error beside the field, linked by aria-describedby', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByLabelText('Email (required)');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.type(email, 'not-an-address');
    await user.tab();

    expect(email).toHaveAttribute('aria-invalid', 'true');
    const errorId = email.getAttribute('aria-describedby')!;
    const error = document.getElementById(errorId)!;
    expect(error).toHaveTextContent(MESSAGES.email);
    // Beside the field: in the same field group, right after the control.
    expect(email.nextElementSibling).toBe(error);
    expect(email).toHaveAccessibleDescription(`Error: ${MESSAGES.email}`);
  });

  it('keeps the honeypot away from people and assistive technology', () => {
    const { container } = renderForm();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/website/i, { selector: 'input' })).toBeInTheDocument(); // present for bots
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('honeypot');
    // Four text boxes and the message: the honeypot is not among what role queries find.
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
  });

  it('sends exactly the contact fields and the honeypot, then thanks and clears', async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValueOnce({ documentId: 'd1', createdAt: '2030-01-01T00:00:00.000Z' });
    renderForm();
    await user.type(screen.getByLabelText('Name (required)'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email (required)'), 'ada@example.com');
    await user.type(screen.getByLabelText('Company'), '  Analytical Engines  ');
    await user.selectOptions(screen.getByLabelText('Service'), 'venue-sourcing');
    await user.type(screen.getByLabelText('Message (required)'), 'We need a venue for 300 people.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(submitMock).toHaveBeenCalledTimes(1);
    expect(submitMock).toHaveBeenCalledWith('contact-request', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: 'Analytical Engines',
      service: 'venue-sourcing',
      message: 'We need a venue for 300 people.',
      website: '',
      lang: 'en',
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/thank you/i));
    expect(toast.success).toHaveBeenCalled();
    expect(screen.getByLabelText('Name (required)')).toHaveValue('');
    expect(sessionStorage.getItem(draftKeyOf('contact-request'))).toBeNull();
  });

  it('passes on what a bot typed into the honeypot (the server decides)', async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValueOnce({ documentId: 'd1', createdAt: '2030-01-01T00:00:00.000Z' });
    const { container } = renderForm();
    await user.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, 'http://spam.example');
    await user.type(screen.getByLabelText('Name (required)'), 'Bot');
    await user.type(screen.getByLabelText('Email (required)'), 'bot@example.com');
    await user.type(screen.getByLabelText('Message (required)'), 'Buy cheap things now!');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(submitMock).toHaveBeenCalledWith(
      'contact-request',
      expect.objectContaining({ website: 'http://spam.example' }),
    );
  });
});
