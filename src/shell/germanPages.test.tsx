/**
 * What a visitor reads on a German page (issue 47, part 5): the header, a form's validation message
 * and the chat speak German, and the forms and the chat send `lang: 'de'`. English is asserted by each
 * component's own tests.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentConfig } from '../app/consent';
import { makeStore } from '../app/store';
import { renderWithProviders } from '../testing/render';
import { de } from '../config/messages/de';
import { chatOpened, contactSubmitted } from '../features/chat/chatSlice';
import { submitChatText } from '../features/chat/chatThunks';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { testContent, testCopy, testFaq } from '../features/chat/testFixtures';
import { ContactForm } from '../features/forms/ContactForm';
import { submit } from '../lib/sendSubmission';
import { describeWait, localizeRuleMessage, MESSAGES, SUBMIT_MESSAGES } from '../lib/submission';
import { Header } from './Header';
import { germanPage, onGermanPage } from '../testing/locales';

jest.mock('../lib/sendSubmission');
jest.mock('../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;

onGermanPage();

beforeEach(() => {
  submitMock.mockReset();
  sessionStorage.clear();
  localStorage.clear();
});

test('the header: its links, menu button and theme toggle in German', async () => {
  renderWithProviders(<Header pathname="/de/" siteName="Meridian Works" />, { wrapper: germanPage });
  await screen.findByRole('link', { name: 'Meridian Works, zur Startseite' });
  const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Start', 'Über uns', 'Leistungen', 'Kontakt', 'English']);
  expect(within(nav).getByRole('list', { name: 'Sprache' })).toHaveTextContent('EnglishDeutsch');
  expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dunkler Modus' })).toBeInTheDocument();
});

test("a form's labels and validation message in German, and the lead sent with lang 'de'", async () => {
  const user = userEvent.setup();
  submitMock.mockResolvedValue({ documentId: 'd', createdAt: 'now' });
  render(<ContactForm heading="Ihr Projekt" intro="Wir antworten innerhalb eines Tages." services={[]} />, {
    wrapper: germanPage,
  });
  const email = screen.getByLabelText('E-Mail (Pflichtfeld)');
  await user.type(email, 'keine-adresse');
  await user.tab();
  expect(email).toHaveAccessibleDescription(`Fehler: ${de.rules.email}`);

  await user.type(screen.getByLabelText('Nachricht (Pflichtfeld)'), 'Kurz');
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  expect(screen.getByRole('status')).toHaveTextContent(de.submit.invalid);
  expect(screen.getByLabelText('Name (Pflichtfeld)')).toHaveAccessibleDescription(`Fehler: ${de.rules.required}`);
  expect(screen.getByLabelText('Nachricht (Pflichtfeld)')).toHaveAccessibleDescription(
    'Fehler: Bitte geben Sie mindestens 10 Zeichen ein.',
  );

  await user.type(screen.getByLabelText('Name (Pflichtfeld)'), 'Ada Lovelace');
  await user.clear(email);
  await user.type(email, 'ada@example.com');
  await user.type(screen.getByLabelText('Nachricht (Pflichtfeld)'), ': eine Konferenz für 200 Personen.');
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
  expect(submitMock.mock.calls[0][1]).toMatchObject({ lang: 'de' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(de.forms.contact.sent));
});

test("the shared rules' messages, and the submission's, worded in German", () => {
  expect(localizeRuleMessage(MESSAGES.tooShort(2))).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
  expect(localizeRuleMessage(MESSAGES.tooLong(200))).toBe('Bitte bleiben Sie unter 201 Zeichen.');
  expect(localizeRuleMessage(MESSAGES.tooLarge(100000))).toBe('Bitte geben Sie eine Zahl bis höchstens 100000 ein.');
  expect(localizeRuleMessage(MESSAGES.pastDate)).toBe(de.rules.pastDate);
  expect(localizeRuleMessage('A message no rule gives.')).toBe('A message no rule gives.');
  expect(SUBMIT_MESSAGES.rateLimited(120)).toBe('Zu viele Versuche. Bitte versuchen Sie es in 2 Minuten erneut.');
  expect(describeWait(1)).toBe('1 Sekunde');
});

test("the chat: the locale's welcome, its words in German, and its German commands", async () => {
  const user = userEvent.setup();
  const copy = { ...testCopy, welcomeMessage: 'Guten Tag! Wählen Sie eine Frage oder stellen Sie Ihre eigene.' };
  renderWithProviders(<ChatLauncher faq={testFaq} copy={copy} />, { wrapper: germanPage });
  await user.click(screen.getByRole('button', { name: copy.launcherLabel }));
  await user.type(await screen.findByLabelText('Name'), 'Ada');
  expect(screen.getByLabelText('Branche')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Chat starten' }));
  const log = screen.getByRole('log', { name: 'Gesprächsverlauf' });
  expect(within(log).getByText(copy.welcomeMessage)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Ihre Frage' })).toHaveAttribute('placeholder', de.chat.placeholder);
  expect(screen.getByRole('button', { name: 'Senden' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close chat' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Chat schließen' })).toBeInTheDocument();
});

test("the chat's commands in German (and English), and its transcript sent with lang 'de'", async () => {
  jest.useFakeTimers();
  try {
    submitMock.mockResolvedValue({ documentId: 'd', createdAt: 'now' });
    const store = makeStore();
    store.dispatch(chatOpened(testContent));
    store.dispatch(contactSubmitted({ name: 'Ada', email: '', phone: '', industry: '' }));
    expect(store.dispatch(submitChatText('question 2'))).toBe(true);
    await jest.advanceTimersByTimeAsync(3500);
    expect(store.getState().chat.level).toBe(2);
    expect(store.dispatch(submitChatText(' Zurück '))).toBe(true);
    expect(store.getState().chat.level).toBe(1);
    expect(store.dispatch(submitChatText('question 2'))).toBe(true);
    await jest.advanceTimersByTimeAsync(3500);
    expect(store.dispatch(submitChatText('back'))).toBe(true);
    expect(store.getState().chat.level).toBe(1);
    expect(store.dispatch(submitChatText('question 2'))).toBe(true);
    await jest.advanceTimersByTimeAsync(3500);
    store.dispatch(submitChatText('ENDE'));
    await jest.advanceTimersByTimeAsync(0);
    expect(submitMock).toHaveBeenCalledTimes(1);
    expect(submitMock.mock.calls[0][1]).toMatchObject({ lang: 'de', questions: Array(3).fill('Level 1 question 2?') });
  } finally {
    jest.useRealTimers();
  }
});

test('the consent banner in German, its links and cookie names filled in', () => {
  const config = consentConfig({ privacyPath: '/privacy', secure: true, onGrant: jest.fn(), onWithdraw: jest.fn() });
  expect(config.language.default).toBe('de');
  const translation = config.language.translations.de;
  if (typeof translation !== 'object') throw new Error('inline translation expected');
  expect(translation.consentModal).toMatchObject({ title: de.consent.title, acceptAllBtn: 'Akzeptieren' });
  expect(translation.consentModal.footer).toBe('<a href="/privacy">Datenschutzerklärung</a>');
  expect(JSON.stringify(translation.preferencesModal)).not.toContain('{{');
});
