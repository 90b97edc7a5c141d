import { IDEMPOTENCY_KEY_PATTERN, SUBMIT_MESSAGES } from '../../lib/submission';
import { toast } from '../../lib/toasts';
import { makeStore, type AppStore } from '../../app/store';
import { SubmitError, sendUnansweredQuestion, submit } from '../../lib/sendSubmission';
import { answerGiven, chatOpened, contactSubmitted } from './chatSlice';
import {
  askQuestion,
  endConversation,
  makeIdempotencyKey,
  reportUnanswered,
  retryOutbox,
  submitChatText,
} from './chatThunks';
import { CHAT_OUTBOX_KEY } from '../../lib/browserStorage';
import { addToOutbox, readOutbox } from './transcriptQueue';
import { entry, testContent, testCopy, transcript } from './testFixtures';

jest.mock('../../lib/sendSubmission');
jest.mock('../../lib/toasts');

const submitMock = submit as jest.MockedFunction<typeof submit>;
const reportMock = jest.mocked(sendUnansweredQuestion);
const toastMock = toast as jest.Mocked<typeof toast>;
const created = { documentId: 'abc', createdAt: '2025-01-01T00:00:00.000Z' };
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', industry: 'Engines' };
const networkError = () => new SubmitError({ kind: 'network', message: 'offline' });
const invalidError = () => new SubmitError({ kind: 'invalid', fieldErrors: { name: 'x' }, message: 'bad' });

function unlockedStore(): AppStore {
  const store = makeStore();
  store.dispatch(chatOpened(testContent));
  store.dispatch(contactSubmitted(contact));
  return store;
}

const chatOf = (store: AppStore) => store.getState().chat;
const answered = (store: AppStore, answer: string) =>
  chatOf(store).messages.some((message) => message.type === 'bot' && message.text === answer);

/** Picks a question by typing it and waits out the whole typing delay. */
async function ask(store: AppStore, text: string) {
  expect(store.dispatch(submitChatText(text))).toBe(true);
  await jest.advanceTimersByTimeAsync(3500);
}

beforeEach(() => {
  jest.useFakeTimers();
  submitMock.mockReset();
  reportMock.mockReset();
  toastMock.success.mockReset();
  toastMock.error.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('typing delay', () => {
  it('answers exactly 500 + 3000 ms after the question, not before', async () => {
    const store = unlockedStore();
    store.dispatch(submitChatText('question 2'));
    expect(chatOf(store).typing).toBe(true);
    expect(
      chatOf(store)
        .messages.slice(-2)
        .map((message) => message.type),
    ).toEqual(['owner', 'typing']);

    await jest.advanceTimersByTimeAsync(3499);
    expect(answered(store, 'Level 1 answer 2.')).toBe(false);
    expect(chatOf(store).typing).toBe(true);

    await jest.advanceTimersByTimeAsync(1);
    expect(answered(store, 'Level 1 answer 2.')).toBe(true);
    expect(chatOf(store).typing).toBe(false);
    expect(chatOf(store).level).toBe(2);
  });

  it('ignores submits with nothing typed and submits while the bot types', async () => {
    const store = unlockedStore();
    const before = chatOf(store);
    expect(store.dispatch(submitChatText('   '))).toBe(false);
    expect(chatOf(store)).toBe(before);

    store.dispatch(submitChatText('question 1'));
    const typing = chatOf(store);
    expect(store.dispatch(submitChatText('question 3'))).toBe(false);
    expect(store.dispatch(submitChatText('end'))).toBe(false);
    await store.dispatch(askQuestion(entry(1, 4)));
    expect(chatOf(store)).toBe(typing);

    await jest.advanceTimersByTimeAsync(3500);
    expect(chatOf(store).chosenQuestions).toEqual(['Level 1 question 1?']);
    // The ignored picks never produce an answer later either.
    await jest.advanceTimersByTimeAsync(10000);
    expect(answered(store, 'Level 1 answer 3.') || answered(store, 'Level 1 answer 4.')).toBe(false);
  });

  it('does not answer a later question early when an earlier answer was given another way', async () => {
    const store = unlockedStore();
    store.dispatch(submitChatText('question 1'));
    // As when a reload restores the conversation: the pending answer is given at once.
    store.dispatch(answerGiven());
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(submitChatText('Level 2 question 1'));

    await jest.advanceTimersByTimeAsync(3400); // the first run's timer ends here
    expect(answered(store, 'Level 2 answer 1.')).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(answered(store, 'Level 2 answer 1.')).toBe(true);
  });

  it('ignores input before the contact form unlocks the chat', () => {
    const store = makeStore();
    store.dispatch(chatOpened(testContent));
    expect(store.dispatch(submitChatText('question 1'))).toBe(false);
    expect(chatOf(store).messages).toHaveLength(2);
  });
});

describe('typed commands', () => {
  it('goes back on "back" where Back is offered', async () => {
    const store = unlockedStore();
    await ask(store, 'question 1');
    expect(store.dispatch(submitChatText(' BACK '))).toBe(true);
    expect(chatOf(store).level).toBe(1);
    expect(chatOf(store).messages.at(-2)).toMatchObject({ type: 'back' });
  });

  it('does not understand "back" or "end" at level 1, where they are not offered', () => {
    const store = unlockedStore();
    store.dispatch(submitChatText('back'));
    store.dispatch(submitChatText('End'));
    const texts = chatOf(store).messages.map((message) => message.text);
    expect(texts.filter((text) => text === testCopy.cannotUnderstandMessage)).toHaveLength(2);
    expect(chatOf(store).level).toBe(1);
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('answers unknown text with the CMS message and the same options', async () => {
    const store = unlockedStore();
    await ask(store, 'question 4');
    store.dispatch(submitChatText('llamas'));
    expect(chatOf(store).messages.slice(-3)).toEqual([
      expect.objectContaining({ type: 'owner', text: 'llamas' }),
      expect.objectContaining({ type: 'bot', text: testCopy.cannotUnderstandMessage }),
      expect.objectContaining({ type: 'bot', withNavigation: true }),
    ]);
    expect(chatOf(store).level).toBe(2);
  });
});

describe('questions the FAQ could not answer', () => {
  it('sends a typed question that matches nothing, normalised, with the language and nothing else', async () => {
    const store = unlockedStore();
    expect(
      store.dispatch(submitChatText('  Do you   work on WEEKENDS? Call +44 20 7946 0958 or ada@example.com ')),
    ).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(reportMock.mock.calls).toEqual([
      [{ question: 'do you work on weekends? call [phone] or [email]', lang: 'en' }],
    ]);
    // The visitor sees what they typed, as before: only the copy sent is normalised.
    expect(chatOf(store).messages.at(-3)).toMatchObject({
      type: 'owner',
      text: 'Do you   work on WEEKENDS? Call +44 20 7946 0958 or ada@example.com',
    });
    // Nothing of the transcript went: no contact, no key.
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('sends nothing for a picked or matching question, Back, End, or a command where it is not offered', async () => {
    const store = unlockedStore();
    store.dispatch(submitChatText('back'));
    store.dispatch(submitChatText('end'));
    await ask(store, 'QUESTION 2');
    const picked = store.dispatch(askQuestion(entry(2, 3)));
    await jest.advanceTimersByTimeAsync(3500);
    await picked;
    store.dispatch(submitChatText('back'));
    await jest.advanceTimersByTimeAsync(0);
    expect(chatOf(store).chosenQuestions).toEqual([entry(1, 2).question, entry(2, 3).question]);
    expect(reportMock).not.toHaveBeenCalled();
  });

  it('sends the same question once while the page is open, and again after a failed send', async () => {
    const store = unlockedStore();
    reportMock.mockRejectedValueOnce(new SubmitError({ kind: 'network', message: 'offline' }));
    store.dispatch(submitChatText('Can you plan a wedding?'));
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(submitChatText('can you plan a   WEDDING'));
    store.dispatch(submitChatText('Can you plan a wedding?!'));
    await jest.advanceTimersByTimeAsync(0);
    expect(reportMock).toHaveBeenCalledTimes(2);
    expect(reportMock.mock.calls[1]).toEqual([{ question: 'can you plan a wedding', lang: 'en' }]);
    // The visitor is told nothing of it either way.
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('sends nothing when nothing is left of the text once normalised', async () => {
    expect(await reportUnanswered(' ?!. ')).toBe('skipped');
    expect(reportMock).not.toHaveBeenCalled();
  });
});

describe('End and the transcript', () => {
  it('carries what a bot typed into the contact form honeypot, for the CMS to drop quietly', async () => {
    submitMock.mockResolvedValue(created);
    const store = makeStore();
    store.dispatch(chatOpened(testContent));
    store.dispatch(contactSubmitted({ ...contact, website: 'http://spam.example' }));
    await ask(store, 'question 2');
    store.dispatch(submitChatText('end'));
    await jest.advanceTimersByTimeAsync(0);
    expect(submitMock.mock.calls[0][1]).toMatchObject({ name: 'Ada Lovelace', website: 'http://spam.example' });
  });

  it('posts the exact body once, restarts at level 1 and says thanks', async () => {
    submitMock.mockResolvedValue(created);
    const store = unlockedStore();
    await ask(store, 'question 2');
    await ask(store, 'level 2 QUESTION 3');
    store.dispatch(submitChatText(' end '));
    await jest.advanceTimersByTimeAsync(0);

    expect(submitMock).toHaveBeenCalledTimes(1);
    const [kind, body, options] = submitMock.mock.calls[0];
    expect(kind).toBe('chatbot-transcript');
    // SPEC section 7's body, plus the honeypot (empty for people, as in the forms); the key travels in
    // the Idempotency-Key header.
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      industry: 'Engines',
      lang: 'en',
      questions: ['Level 1 question 2?', 'Level 2 question 3?'],
      website: '',
    });
    expect(options).toEqual({ idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN) });
    expect(toastMock.success).toHaveBeenCalledWith(testCopy.transcriptSentMessage);
    expect(readOutbox()).toEqual([]);

    const chat = chatOf(store);
    expect(chat.level).toBe(1);
    expect(chat.chosenQuestions).toEqual([]);
    expect(chat.contact).toEqual(contact);
    expect(chat.unlocked).toBe(true);
    expect(chat.messages[0]).toMatchObject({ text: testCopy.welcomeMessage, first: true });
  });

  it('is not possible at level 1 or while typing', async () => {
    const store = unlockedStore();
    expect(await store.dispatch(endConversation())).toBeNull();
    expect(chatOf(store).messages).toHaveLength(2);

    await ask(store, 'question 1');
    store.dispatch(submitChatText('question 1')); // level 2's first question: typing now
    const typing = chatOf(store);
    expect(await store.dispatch(endConversation())).toBeNull();
    expect(chatOf(store)).toBe(typing);
    expect(submitMock).not.toHaveBeenCalled();
    expect(readOutbox()).toEqual([]);
  });

  it('keeps a transcript that could not be sent and delivers it once on retry', async () => {
    submitMock.mockRejectedValueOnce(networkError());
    const store = unlockedStore();
    await ask(store, 'question 1');
    const outcome = await store.dispatch(endConversation());
    expect(outcome).toBe('kept');
    expect(toastMock.error).toHaveBeenCalledWith(testCopy.transcriptFailedMessage);
    const [kept] = readOutbox();
    expect(kept.questions).toEqual(['Level 1 question 1?']);
    // The conversation restarts all the same.
    expect(chatOf(store).level).toBe(1);

    submitMock.mockResolvedValue(created);
    await store.dispatch(retryOutbox());
    await store.dispatch(retryOutbox());
    expect(submitMock).toHaveBeenCalledTimes(2);
    // The retry resends the same key, so the CMS can never store it twice.
    expect(submitMock.mock.calls[1].slice(1)).toEqual(submitMock.mock.calls[0].slice(1));
    expect(readOutbox()).toEqual([]);
    expect(localStorage.getItem(CHAT_OUTBOX_KEY)).toBeNull();
    expect(toastMock.success).toHaveBeenCalledTimes(1);
  });

  it('keeps the outbox through failed retries, quietly, stopping at the first failure', async () => {
    addToOutbox(transcript('first-key-0001'));
    addToOutbox(transcript('second-key-0002'));
    submitMock.mockRejectedValue(new SubmitError({ kind: 'server', status: 503, message: 'down' }));
    const store = unlockedStore();
    const result = await store.dispatch(retryOutbox());
    expect(result).toEqual(['kept']);
    expect(submitMock).toHaveBeenCalledTimes(1);
    expect(readOutbox().map((item) => item.idempotencyKey)).toEqual(['first-key-0001', 'second-key-0002']);
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('keeps a transcript the CMS refuses, tells the visitor, and still sends the others', async () => {
    submitMock.mockRejectedValueOnce(invalidError());
    const store = unlockedStore();
    await ask(store, 'question 1');
    expect(await store.dispatch(endConversation())).toBe('refused');
    expect(toastMock.error).toHaveBeenCalledWith(SUBMIT_MESSAGES.transcriptRejected);
    const [refused] = readOutbox();
    expect(refused).toMatchObject({ ...contact, questions: ['Level 1 question 1?'] });

    // A later retry offers it again, quietly, and a refusal does not hold back the next one.
    addToOutbox(transcript('valid-key-0002'));
    toastMock.error.mockReset();
    submitMock.mockRejectedValueOnce(invalidError()).mockResolvedValueOnce(created);
    expect(await store.dispatch(retryOutbox())).toEqual(['refused', 'sent']);
    expect(toastMock.error).not.toHaveBeenCalled();
    expect(readOutbox().map((item) => item.idempotencyKey)).toEqual([refused.idempotencyKey]);

    // Once the CMS takes it, it is gone.
    submitMock.mockResolvedValueOnce(created);
    expect(await store.dispatch(retryOutbox())).toEqual(['sent']);
    expect(readOutbox()).toEqual([]);
  });

  it('never posts the same transcript twice at once', async () => {
    let finish: (value: typeof created) => void = () => {};
    submitMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const store = unlockedStore();
    await ask(store, 'question 1');
    const ending = store.dispatch(endConversation());
    await jest.advanceTimersByTimeAsync(0);
    const retry = await store.dispatch(retryOutbox());
    expect(retry).toEqual(['alreadySending']);
    finish(created);
    expect(await ending).toBe('sent');
    expect(submitMock).toHaveBeenCalledTimes(1);
  });

  it('makes a fresh key of the allowed characters for each transcript', () => {
    const keys = new Set(Array.from({ length: 50 }, () => makeIdempotencyKey()));
    expect(keys.size).toBe(50);
    keys.forEach((key) => expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN));
  });
});
