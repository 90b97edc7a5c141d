import { firstScreenChatActions } from './chatState';
import { chatClosed, chatOpened } from './chatSlice';
import { testContent } from './testFixtures';

// The launcher sends these without loading the slice (src/lib/deferredStore.ts): they must be the very
// actions the slice's creators make, or its reducers would ignore them.
test("the launcher's plain chat actions are the slice's own", () => {
  expect(firstScreenChatActions.chatOpened(testContent)).toEqual(chatOpened(testContent));
  expect(firstScreenChatActions.chatClosed()).toEqual(chatClosed());
});
