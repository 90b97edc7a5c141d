/** Renders the chat as a page does (the launcher between two links, which loads the panel), for the
 * launcher's and the panel's tests. Only tests import this file: nothing of it goes into the site's
 * bundles. */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { AppStore } from '../../app/store';
import { renderWithProviders } from '../../testing/render';
import { ChatLauncher } from './ChatLauncher';
import { testCopy, testFaq } from './testFixtures';
import type { ChatTranscript } from './types';

/** `store` is the test's (makeStore()): a real store, which only tests compose outside the app. */
export function renderChat(store: AppStore) {
  renderWithProviders(
    <>
      <a href="#before">Before</a>
      <ChatLauncher faq={testFaq} copy={testCopy} />
      <a href="#after">After</a>
    </>,
    { store },
  );
  return { store, launcher: screen.getByRole('button', { name: testCopy.launcherLabel }) };
}

/** Opens the panel and fills the contact form with a name. */
export async function openAndUnlock(user: ReturnType<typeof userEvent.setup>, store: AppStore) {
  const { launcher } = renderChat(store);
  await user.click(launcher);
  await user.type(await screen.findByLabelText('Name'), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Start chat' }));
  return { launcher, store };
}

/** How a transcript goes to submit(): SPEC section 7's body, the key as the Idempotency-Key header. */
export const sentAs = ({ idempotencyKey, ...body }: ChatTranscript) =>
  ['chatbot-transcript', body, { idempotencyKey }] as const;
