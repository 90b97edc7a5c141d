import { FAQ_LEVELS } from '../../config/constants';
import {
  BACK_LABEL,
  answerGiven,
  canReachVisitor,
  chatClosed,
  chatOpened,
  chatSlice,
  contactSubmitted,
  conversationRestarted,
  emptyContact,
  initialChatState,
  notUnderstood,
  questionAsked,
  wentBack,
  type ChatState,
} from './chatSlice';
import type { ChatMessage } from './types';
import { entry, testContent, testCopy, testFaq } from './testFixtures';

const reduce = chatSlice.reducer;
const contact = { name: 'Ada', email: '', phone: '', industry: 'Events' };

const opened = () => reduce(initialChatState, chatOpened(testContent));
const unlocked = () => reduce(opened(), contactSubmitted(contact));
const last = (state: ChatState): ChatMessage => state.messages[state.messages.length - 1];
const questionsOf = (message: ChatMessage) => (message.text as Array<{ question: string }>).map((e) => e.question);
const listOf = (level: number) => [1, 2, 3, 4].map((index) => `Level ${level} question ${index}?`);

/** Asks a question of the current level and lets the bot answer it. */
const askAndAnswer = (state: ChatState, index = 1) =>
  reduce(reduce(state, questionAsked(entry(state.level, index))), answerGiven());

describe('chat slice: opening', () => {
  it('starts closed, at level 1, locked, with no conversation', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual(initialChatState);
    expect(initialChatState).toMatchObject({ open: false, started: false, unlocked: false, level: 1 });
  });

  it('starts the conversation on the first opening with the welcome message and the level-1 list', () => {
    const state = opened();
    expect(state.open).toBe(true);
    expect(state.started).toBe(true);
    expect(state.messages).toEqual([
      { id: 1, type: 'bot', text: testCopy.welcomeMessage, first: true },
      { id: 2, type: 'bot', text: expect.any(Array), withNavigation: false },
    ]);
    expect(questionsOf(state.messages[1])).toEqual(listOf(1));
  });

  it('carries on the same conversation when reopened', () => {
    const asked = askAndAnswer(unlocked());
    const reopened = reduce(reduce(asked, chatClosed()), chatOpened(testContent));
    expect(reopened.open).toBe(true);
    expect(reopened.messages).toEqual(asked.messages);
    expect(reopened.level).toBe(2);
  });
});

describe('chat slice: contact form', () => {
  it.each([
    [{ ...emptyContact, name: 'Ada' }],
    [{ ...emptyContact, email: 'not even an email' }],
    [{ ...emptyContact, phone: '12' }],
  ])('unlocks with any of name, email or phone (%o)', (given) => {
    const state = reduce(opened(), contactSubmitted(given));
    expect(state.unlocked).toBe(true);
    expect(state.contactHintShown).toBe(false);
    expect(state.contact).toEqual(given);
  });

  it('stays locked with only blanks or only an industry, and shows the hint', () => {
    const given = { name: '  ', email: '\t', phone: ' ', industry: 'Retail' };
    const state = reduce(opened(), contactSubmitted(given));
    expect(state.unlocked).toBe(false);
    expect(state.contactHintShown).toBe(true);
    expect(canReachVisitor(given)).toBe(false);
    expect(canReachVisitor({ ...given, phone: ' 0 ' })).toBe(true);
  });

  it('stores whatever was typed, untouched', () => {
    const typed = { name: '  Ada  ', email: 'ada@', phone: 'call me', industry: '' };
    expect(reduce(opened(), contactSubmitted(typed)).contact).toEqual(typed);
  });

  it('asks nothing before unlocking', () => {
    const state = opened();
    expect(reduce(state, questionAsked(entry(1, 1)))).toBe(state);
    expect(reduce(state, notUnderstood('hello'))).toBe(state);
  });
});

describe('chat slice: questions and answers', () => {
  it('adds the question as an owner message, shows typing and disables input', () => {
    const state = reduce(unlocked(), questionAsked(entry(1, 2)));
    expect(state.messages.slice(-2)).toEqual([
      { id: 3, type: 'owner', text: 'Level 1 question 2?' },
      { id: 4, type: 'typing', text: '' },
    ]);
    expect(state.typing).toBe(true);
    expect(state.chosenQuestions).toEqual(['Level 1 question 2?']);
  });

  it('ignores another pick while typing', () => {
    const typing = reduce(unlocked(), questionAsked(entry(1, 2)));
    expect(reduce(typing, questionAsked(entry(1, 3)))).toBe(typing);
    expect(reduce(typing, wentBack())).toBe(typing);
    expect(reduce(typing, notUnderstood('what?'))).toBe(typing);
  });

  it('ignores a question that is not in the current list (a stale button)', () => {
    const state = unlocked();
    expect(reduce(state, questionAsked(entry(2, 1)))).toBe(state);
  });

  it('answers, removes the typing message and lists the next level with Back and End', () => {
    const state = askAndAnswer(unlocked(), 3);
    expect(state.typing).toBe(false);
    expect(state.level).toBe(2);
    expect(state.messages.some((message) => message.type === 'typing')).toBe(false);
    const [answer, list] = state.messages.slice(-2);
    expect(answer).toMatchObject({ type: 'bot', text: 'Level 1 answer 3.' });
    expect(list).toMatchObject({ type: 'bot', withNavigation: true });
    expect(questionsOf(list)).toEqual(listOf(2));
  });

  it('gives ids from a counter, never reusing one', () => {
    const state = askAndAnswer(askAndAnswer(unlocked()));
    const ids = state.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(state.nextMessageId).toBe(Math.max(...ids) + 1);
  });

  it('has no sixth group: after an answer at level 5 it lists level 5 again, with Back and End', () => {
    let state = unlocked();
    for (let level = 1; level < FAQ_LEVELS; level += 1) state = askAndAnswer(state);
    expect(state.level).toBe(5);
    state = askAndAnswer(state, 4);
    expect(state.level).toBe(5);
    expect(last(state)).toMatchObject({ type: 'bot', withNavigation: true });
    expect(questionsOf(last(state))).toEqual(listOf(5));
    expect(state.chosenQuestions).toHaveLength(5);
  });

  it('answers nothing when not typing', () => {
    const state = unlocked();
    expect(reduce(state, answerGiven())).toBe(state);
  });
});

describe('chat slice: Back', () => {
  it('goes up one level, records a back message and lists that level', () => {
    const atThree = askAndAnswer(askAndAnswer(unlocked()));
    const state = reduce(atThree, wentBack());
    expect(state.level).toBe(2);
    const [back, list] = state.messages.slice(-2);
    expect(back).toMatchObject({ type: 'back', text: BACK_LABEL });
    expect(list).toMatchObject({ withNavigation: true });
    expect(questionsOf(list)).toEqual(listOf(2));
  });

  it('lists level 1 without Back and End once back there, and goes no further', () => {
    const state = reduce(askAndAnswer(unlocked()), wentBack());
    expect(state.level).toBe(1);
    expect(last(state)).toMatchObject({ withNavigation: false });
    expect(reduce(state, wentBack())).toBe(state);
  });
});

describe('chat slice: text it cannot understand', () => {
  it('echoes the text, says it cannot understand and lists the same level again', () => {
    const atTwo = askAndAnswer(unlocked());
    const state = reduce(atTwo, notUnderstood('  llamas? '));
    expect(state.messages.slice(-3)).toEqual([
      expect.objectContaining({ type: 'owner', text: 'llamas?' }),
      expect.objectContaining({ type: 'bot', text: testCopy.cannotUnderstandMessage }),
      expect.objectContaining({ type: 'bot', withNavigation: true }),
    ]);
    expect(questionsOf(last(state))).toEqual(listOf(2));
    expect(state.level).toBe(2);
  });

  it('keeps level 1 without Back and End', () => {
    expect(last(reduce(unlocked(), notUnderstood('huh')))).toMatchObject({ withNavigation: false });
  });
});

describe('chat slice: End', () => {
  it('resets to level 1 and restarts with the welcome message, keeping the contact data', () => {
    const before = askAndAnswer(askAndAnswer(unlocked()));
    const state = reduce(before, conversationRestarted());
    expect(state.level).toBe(1);
    expect(state.chosenQuestions).toEqual([]);
    expect(state.unlocked).toBe(true);
    expect(state.contact).toEqual(contact);
    expect(state.messages).toHaveLength(2);
    expect(state.messages[0]).toMatchObject({ type: 'bot', text: testCopy.welcomeMessage, first: true });
    expect(state.messages[1]).toMatchObject({ withNavigation: false });
    expect(questionsOf(state.messages[1])).toEqual(listOf(1));
    // Ids keep counting so React never confuses a new message with an old one.
    expect(state.messages[0].id).toBeGreaterThan(Math.max(...before.messages.map((message) => message.id)));
  });
});

describe('chat slice: content', () => {
  it('lists questions in their index order and copes with a missing group', () => {
    expect(questionsOf(opened().messages[1])).toEqual(listOf(1));
    const state = reduce(initialChatState, chatOpened({ faq: testFaq.slice(0, 1), copy: testCopy }));
    const atTwo = askAndAnswer(reduce(state, contactSubmitted(contact)));
    expect(last(atTwo).text).toEqual([]);
  });
});
