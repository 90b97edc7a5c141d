/**
 * The chat slice's state, its starting value and the launcher's two actions, apart from the slice
 * (./chatSlice.ts): every page's first load needs these, and importing the slice would bring Redux
 * Toolkit with it. The slice loads with the store on the visitor's first sign of intent
 * (src/lib/deferredStore.ts).
 */
import { CHAT_STATE_KEY } from '../../lib/browserStorage';
import type { ChatContact, ChatCopy, ChatMessage, FaqGroup } from './types';
import type { chatSlice } from './chatSlice';

/** What the layout hands the widget (queried from the CMS at build time). */
export interface ChatContent {
  faq: FaqGroup[];
  copy: ChatCopy;
}

export interface ChatState {
  open: boolean;
  /** The conversation has begun (first opening); later openings carry on where it was. */
  started: boolean;
  contact: ChatContact;
  /** The visitor gave a name, email or phone, so the conversation is shown. */
  unlocked: boolean;
  /** The contact form was submitted with nothing to reach the visitor by. */
  contactHintShown: boolean;
  messages: ChatMessage[];
  nextMessageId: number;
  /** The FAQ group whose questions are listed now, 1 to FAQ_LEVELS. */
  level: number;
  /** The bot is "typing" an answer; input is disabled until it has given it. */
  typing: boolean;
  /** The answer being typed, kept so a reload mid-typing can give it at once. */
  pendingAnswer: string | null;
  /** The texts of the questions the visitor chose since the conversation (re)started, in order. */
  chosenQuestions: string[];
  faq: FaqGroup[];
  copy: ChatCopy | null;
  /** Words the visitor brought from elsewhere (the site search's "ask the chatbot") for the composer,
   * until the panel takes them; none at first, so the starting state (in every page's first load)
   * carries no value for it. */
  draft?: string;
}

export const BACK_LABEL = 'Back';

export const emptyContact: ChatContact = { name: '', email: '', phone: '', industry: '' };

export const initialChatState: ChatState = {
  open: false,
  started: false,
  contact: emptyContact,
  unlocked: false,
  contactHintShown: false,
  messages: [],
  nextMessageId: 1,
  level: 1,
  typing: false,
  pendingAnswer: null,
  chosenQuestions: [],
  faq: [],
  copy: null,
};

/** Whether this browser session holds a conversation, without reading it: then the store (which
 * restores it) loads at once rather than on intent. */
export function savedChatExists(): boolean {
  try {
    return window.sessionStorage.getItem(CHAT_STATE_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing could have been saved
  }
}

type ChatActions = (typeof chatSlice)['actions'];

/**
 * The launcher's actions as plain objects, the same the slice's creators make (chatState.test.ts
 * compares them), typed by those creators so a renamed action fails to compile.
 */
export const firstScreenChatActions = {
  chatOpened: (content: ChatContent): ReturnType<ChatActions['chatOpened']> => ({
    type: 'chat/chatOpened',
    payload: content,
  }),
  chatClosed: (): ReturnType<ChatActions['chatClosed']> => ({ type: 'chat/chatClosed', payload: undefined }),
};
