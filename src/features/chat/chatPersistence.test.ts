import { browserPreloadedState, makeStore } from '../../app/store';
import { loadChatState, restoreChatState, saveChatState } from './chatPersistence';
import { CHAT_STATE_KEY } from '../../lib/browserStorage';
import { chatOpened, chatSlice, contactSubmitted, initialChatState, questionAsked } from './chatSlice';
import { entry, testContent } from './testFixtures';

const contact = { name: 'Ada', email: '', phone: '', industry: '' };

beforeEach(() => sessionStorage.clear());

describe('chat persistence', () => {
  it('saves the slice to sessionStorage whenever it changes', () => {
    const store = makeStore();
    expect(sessionStorage.getItem(CHAT_STATE_KEY)).toBeNull();
    store.dispatch(chatOpened(testContent));
    store.dispatch(contactSubmitted(contact));
    const saved = JSON.parse(sessionStorage.getItem(CHAT_STATE_KEY)!);
    expect(saved.chat).toEqual(store.getState().chat);
  });

  it('restores the conversation when the browser store is made, closed', () => {
    const first = makeStore();
    first.dispatch(chatOpened(testContent));
    first.dispatch(contactSubmitted(contact));

    const second = makeStore(browserPreloadedState({ ...makeStore().getState(), chat: initialChatState }));
    const chat = second.getState().chat;
    expect(chat.messages).toEqual(first.getState().chat.messages);
    expect(chat.unlocked).toBe(true);
    expect(chat.contact).toEqual(contact);
    // Closed, as the server-rendered launcher is, so hydration matches and focus is not taken.
    expect(chat.open).toBe(false);
  });

  it('never restores a conversation stuck typing: the pending answer is given at once', () => {
    let state = chatSlice.reducer(initialChatState, chatOpened(testContent));
    state = chatSlice.reducer(state, contactSubmitted(contact));
    state = chatSlice.reducer(state, questionAsked(entry(1, 2)));
    saveChatState(state);

    const restored = loadChatState()!;
    expect(restored.typing).toBe(false);
    expect(restored.pendingAnswer).toBeNull();
    expect(restored.messages.some((message) => message.type === 'typing')).toBe(false);
    expect(restored.messages.some((message) => message.text === 'Level 1 answer 2.')).toBe(true);
    expect(restored.level).toBe(2);
  });

  it('leaves a state that was not typing as it was, apart from closing it', () => {
    const state = { ...chatSlice.reducer(initialChatState, chatOpened(testContent)), open: true };
    expect(restoreChatState(state)).toEqual({ ...state, open: false });
  });

  it('ignores nothing saved, damaged saves and saves of another version', () => {
    expect(loadChatState()).toBeUndefined();
    sessionStorage.setItem(CHAT_STATE_KEY, '{not json');
    expect(loadChatState()).toBeUndefined();
    sessionStorage.setItem(CHAT_STATE_KEY, JSON.stringify({ version: 0, chat: initialChatState }));
    expect(loadChatState()).toBeUndefined();
    sessionStorage.setItem(CHAT_STATE_KEY, JSON.stringify({ version: 1, chat: { messages: 'x' } }));
    expect(loadChatState()).toBeUndefined();
    const firstScreen = makeStore().getState();
    expect(browserPreloadedState(firstScreen)).toEqual(firstScreen); // the first screen's closed, empty chat
  });
});
