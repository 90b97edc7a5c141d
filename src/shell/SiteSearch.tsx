/**
 * The site search with what it offers when it finds nothing, composed here because features do not
 * import each other (docs/architecture.md): the chatbot opened with the visitor's words in its
 * composer (the words given to the chat's state, then the chat opened by its own launcher, as a
 * visitor's click opens it, with the content the launcher holds), and the contact form with them in
 * its message (the form's own draft, which it restores when it appears). Loaded with the search, on the
 * visitor's first sign of wanting it (./SearchButton.tsx), so none of this is in a page's first load.
 */
import SearchDialog from '../features/search/SearchDialog';
import type { chatSlice } from '../features/chat/chatSlice';
import { draftKeyOf } from '../features/forms/draftKeys';
import { prefillDraft } from '../features/forms/draftStorage';
import { openDeferredForms } from '../features/forms/lazyForms';
import * as React from 'react';
import { clearTaken } from '../lib/earlyClickShown';
import { useAppDispatch, useAppStore } from '../lib/hooks';
import { useLocalePath } from '../lib/pageLocale';

/** The chat's draftGiven as a plain object (the slice's creator would bring Redux Toolkit into this
 * chunk), typed by that creator so a renamed action fails to compile. */
const draftGiven = (words: string): ReturnType<(typeof chatSlice)['actions']['draftGiven']> => ({
  type: 'chat/draftGiven',
  payload: words,
});

export interface SiteSearchProps {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export default function SiteSearch({ open, setOpen }: SiteSearchProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const localePath = useLocalePath();
  // Open: the search button's busy mark, from a tap that came before this chunk, comes off.
  React.useEffect(() => {
    if (open) clearTaken('search');
  }, [open]);
  return (
    <SearchDialog
      open={open}
      onClose={(returnFocus) => {
        setOpen(false);
        // Also when the keyboard opened it: the browser would give focus back to whatever had it then.
        // Found by its class (./SearchButton.tsx): handing a ref down, or importing a constant from
        // there, would add to every page's first load.
        if (returnFocus) document.querySelector<HTMLElement>('.site-header__search')?.focus();
      }}
      onAskChat={(words) => {
        dispatch(draftGiven(words));
        // The launcher's id is CHAT_LAUNCHER_ID (ChatLauncher.tsx), written out: importing the constant
        // from this chunk would make the launcher's module export it in every page's first load.
        if (!store.getState().chat.open) document.getElementById('chat-launcher')?.click();
      }}
      contactPath={localePath('/contact')}
      onContact={(words) => {
        prefillDraft(draftKeyOf('contact-request'), { message: words });
        // On the contact page already: its form, if it still waits for the visitor (lazyForms.tsx),
        // comes alive now and shows the words; a live one hears of them from prefillDraft.
        openDeferredForms();
      }}
    />
  );
}
