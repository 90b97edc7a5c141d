/**
 * The chat's conversation (SPEC sections 3 to 5) as pure reducers over serialisable state. The FAQ and
 * the phrases are part of the state, so every rule here is a function of state + action and can be
 * tested without a DOM or timers; the delays and the transcript call live in ./chatThunks.ts. The
 * state's shape and the two actions the launcher sends are in ./chatState.ts, which the first load
 * carries without Redux Toolkit (src/lib/deferredStore.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FAQ_LEVELS } from '../../config/constants';
import { canReachVisitor as reachable } from '../../lib/submission';
import type { ChatContact, ChatMessage, FaqEntry, FaqGroup } from './types';
import { BACK_LABEL, initialChatState, type ChatContent, type ChatState } from './chatState';

export { BACK_LABEL, emptyContact, initialChatState, type ChatContent, type ChatState } from './chatState';

/** SPEC section 5: any of name, phone or email, by the CMS's own rule. Industry alone is not a way to
 * reach anyone. */
export const canReachVisitor = (contact: ChatContact): boolean => reachable(contact);

/** The questions of one level in their CMS order (empty if the CMS lacks that group). */
export function entriesForLevel(faq: readonly FaqGroup[], level: number): FaqEntry[] {
  const group = faq.find((candidate) => candidate.level === level);
  return group ? [...group.entries].sort((a, b) => a.index - b.index) : [];
}

export const selectCurrentEntries = (chat: ChatState): FaqEntry[] => entriesForLevel(chat.faq, chat.level);

/** Back and End are offered everywhere except at level 1 (SPEC section 4). */
export const navigationOffered = (chat: ChatState): boolean => chat.level > 1;

/** The visitor may pick or type something now. */
export const acceptsInput = (chat: ChatState): boolean => chat.unlocked && !chat.typing;

function addMessage(state: ChatState, message: Omit<ChatMessage, 'id'>) {
  state.messages.push({ id: state.nextMessageId, ...message });
  state.nextMessageId += 1;
}

function listCurrentLevel(state: ChatState) {
  addMessage(state, {
    type: 'bot',
    text: entriesForLevel(state.faq, state.level),
    withNavigation: navigationOffered(state),
  });
}

function startConversation(state: ChatState) {
  state.started = true;
  state.level = 1;
  state.typing = false;
  state.pendingAnswer = null;
  state.chosenQuestions = [];
  state.messages = [];
  addMessage(state, { type: 'bot', text: state.copy?.welcomeMessage ?? '', first: true });
  listCurrentLevel(state);
}

function setContent(state: ChatState, content: ChatContent) {
  state.faq = content.faq;
  state.copy = content.copy;
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** The launcher opened the panel; the first opening starts the conversation. */
    chatOpened(state, action: PayloadAction<ChatContent>) {
      setContent(state, action.payload);
      state.open = true;
      if (!state.started) startConversation(state);
    },
    chatClosed(state) {
      state.open = false;
    },
    /** Words for the composer from elsewhere (the site search found nothing for them). */
    draftGiven(state, action: PayloadAction<string>) {
      state.draft = action.payload;
    },
    /** The panel put the given words into its composer (the visitor sends or edits them there). */
    draftTaken(state) {
      delete state.draft;
    },
    /** The panel code has loaded with the build's FAQ and phrases (needed for toasts of retries). */
    contentLoaded(state, action: PayloadAction<ChatContent>) {
      setContent(state, action.payload);
    },
    /** No validation (SPEC section 5): whatever was typed is stored; it unlocks the conversation
     * only if it gives a way to reach the visitor. */
    contactSubmitted(state, action: PayloadAction<ChatContact>) {
      state.contact = { ...action.payload };
      state.unlocked = canReachVisitor(action.payload);
      state.contactHintShown = !state.unlocked;
    },
    /** The visitor picked a listed question: it becomes their message and the bot starts typing. */
    questionAsked(state, action: PayloadAction<FaqEntry>) {
      const entry = action.payload;
      const listed = selectCurrentEntries(state).some(
        (candidate) => candidate.index === entry.index && candidate.question === entry.question,
      );
      // A stale button or a second click while typing must not ask anything.
      if (!acceptsInput(state) || !listed) return;
      addMessage(state, { type: 'owner', text: entry.question });
      addMessage(state, { type: 'typing', text: '' });
      state.typing = true;
      state.pendingAnswer = entry.answer;
      state.chosenQuestions.push(entry.question);
    },
    /** The typing delay is over: the answer, then the next group's questions. There is no sixth
     * group, so after an answer at the last level that level is listed again. */
    answerGiven(state) {
      if (!state.typing) return;
      state.messages = state.messages.filter((message) => message.type !== 'typing');
      addMessage(state, { type: 'bot', text: state.pendingAnswer ?? '' });
      state.typing = false;
      state.pendingAnswer = null;
      state.level = Math.min(state.level + 1, FAQ_LEVELS);
      listCurrentLevel(state);
    },
    /** Back: up one level. Not offered at level 1, so nothing happens there. */
    wentBack(state) {
      if (!acceptsInput(state) || !navigationOffered(state)) return;
      addMessage(state, { type: 'back', text: BACK_LABEL });
      state.level -= 1;
      listCurrentLevel(state);
    },
    /** Typed text that matches nothing offered (SPEC section 8): say so and list the same options. */
    notUnderstood(state, action: PayloadAction<string>) {
      if (!acceptsInput(state)) return;
      const typed = action.payload.trim();
      if (typed === '') return;
      addMessage(state, { type: 'owner', text: typed });
      addMessage(state, { type: 'bot', text: state.copy?.cannotUnderstandMessage ?? '' });
      listCurrentLevel(state);
    },
    /** End (after the transcript was taken): back to level 1 with the welcome message. The contact
     * data stays, so the visitor is not asked again. */
    conversationRestarted(state) {
      startConversation(state);
    },
  },
});

export const {
  chatOpened,
  chatClosed,
  draftTaken,
  contentLoaded,
  contactSubmitted,
  questionAsked,
  answerGiven,
  wentBack,
  notUnderstood,
  conversationRestarted,
} = chatSlice.actions;
