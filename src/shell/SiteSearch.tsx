/**
 * The site search with what it offers when it finds nothing, composed here because features do not
 * import each other (docs/architecture.md): the chatbot opened with the visitor's words in its
 * composer (the chat's own opening action, through the store), and the contact form with them in its
 * message (the form's own draft, which it restores when it appears). Loaded with the search, on the
 * visitor's first sign of wanting it (./SearchButton.tsx), so none of this is in a page's first load.
 */
import type * as React from 'react';
import SearchDialog from '../features/search/SearchDialog';
import { firstScreenChatActions, type ChatContent } from '../features/chat/chatState';
import { draftKeyOf } from '../features/forms/draftKeys';
import { prefillDraft } from '../features/forms/useDraft';
import { useAppDispatch } from '../lib/hooks';
import { useLocalePath } from '../lib/pageLocale';

export interface SiteSearchProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The header's search button, where focus goes back when the dialog closes. */
  button: React.RefObject<HTMLButtonElement | null>;
  chat: ChatContent;
}

export default function SiteSearch({ open, setOpen, button, chat }: SiteSearchProps) {
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  return (
    <SearchDialog
      open={open}
      onClose={(returnFocus) => {
        setOpen(false);
        if (returnFocus) button.current?.focus();
      }}
      onAskChat={(words) => dispatch(firstScreenChatActions.chatOpened({ ...chat, draft: words }))}
      contactPath={localePath('/contact')}
      onContact={(words) => prefillDraft(draftKeyOf('contact-request'), { message: words })}
    />
  );
}
