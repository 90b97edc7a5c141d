/** FAQ and phrases for the chat's tests: five levels of four questions, worded so each is unique.
 * Only tests import this file: nothing of it goes into the site's bundles. */
import type { ChatContent } from './chatSlice';
import type { ChatCopy, ChatTranscript, FaqGroup } from './types';

export const testCopy: ChatCopy = {
  title: 'Ask Meridian',
  launcherLabel: 'Open the FAQ chat',
  welcomeMessage: 'Hello! Pick a question or type your own.',
  contactFormIntro: 'First, how can we reach you?',
  cannotUnderstandMessage: 'Sorry, I cannot understand that question. Please try again.',
  transcriptSentMessage: 'Thanks, we have your conversation.',
  transcriptFailedMessage: 'We could not send your conversation; we will retry.',
};

export const testFaq: FaqGroup[] = [1, 2, 3, 4, 5].map((level) => ({
  level,
  // Stored out of order on purpose: the lists must follow `index`.
  entries: [4, 2, 3, 1].map((index) => ({
    index,
    question: `Level ${level} question ${index}?`,
    answer: `Level ${level} answer ${index}.`,
  })),
}));

export const testContent: ChatContent = { faq: testFaq, copy: testCopy };

export const entry = (level: number, index: number) =>
  testFaq[level - 1].entries.find((candidate) => candidate.index === index)!;

/** A transcript as the outbox keeps it, sent under `key`: a visitor who gave only a name and asked
 * nothing, unless `fields` says otherwise. */
export const transcript = (key: string, fields: Partial<ChatTranscript> = {}): ChatTranscript => ({
  name: 'Ada',
  email: '',
  phone: '',
  industry: '',
  lang: 'en',
  questions: [],
  ...fields,
  idempotencyKey: key,
});
