/**
 * The chat panel, loaded lazily by ChatLauncher. Once loaded it stays mounted (hidden while closed, so
 * it is out of the tab order and the accessibility tree) and also retries unsent transcripts: now
 * (page load, idle), on the `online` event and whenever the panel opens.
 *
 * A non-modal dialog: the page stays usable beside it on desktop, so focus is not trapped; it moves
 * in on open, back to the launcher on close, and Esc closes.
 */
import * as React from 'react';
import { visitAttribution } from '../../lib/attribution';
import { sendCount } from '../../lib/counts';
import { loadApiClient, prepareFormToken } from '../../lib/formToken';
import { clearTaken } from '../../lib/earlyClickShown';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useI18n } from '../../lib/i18n';
import { chatClosed, contactSubmitted, contentLoaded, draftTaken, navigationOffered, wentBack } from './chatSlice';
import { askQuestion, endConversation, retryOutbox, submitChatText } from './chatThunks';
import { ChatContactForm } from './ChatContactForm';
import { ChatMessages } from './ChatMessages';
import type { ChatCopy, FaqEntry, FaqGroup } from './types';
import './chat.css';

export interface ChatPanelProps {
  faq: FaqGroup[];
  copy: ChatCopy;
  panelId: string;
  /** Where focus goes back to on close. */
  launcherId: string;
}

// This chunk is fetched on the first sign of intent (a hover, focus or touch of the launcher), and the
// HTTP client's code is fetched and evaluated as soon as it is, so the click that opens the panel does
// not pay for it. Not on the panel's mount: React reveals a part that suspended at most every 300 ms,
// so the mount, and axios's evaluation (about 100 ms on a 4x slower CPU) after it, could come just as
// the visitor clicked, and delay the opened panel's first paint. The form token, a request to the
// CMS, still waits for the opening.
void loadApiClient();

let openingCounted = false;
/** The chat opened, a conversion (docs/visit-counts.md): once per visit (this document), counted
 * against where the visit came from. */
function countOpening() {
  if (openingCounted) return;
  openingCounted = true;
  const { landingPage, referrer, utmSource, utmCampaign } = visitAttribution();
  sendCount({ event: 'chat-opened', landingPage, referrer, utmSource, utmCampaign });
}

export default function ChatPanel({ faq, copy, panelId, launcherId }: ChatPanelProps) {
  const dispatch = useAppDispatch();
  const chat = useAppSelector((state) => state.chat);
  const { t } = useI18n();
  const { open, typing, unlocked } = chat;
  const [text, setText] = React.useState('');
  const firstContactFieldRef = React.useRef<HTMLInputElement>(null);
  const textInputRef = React.useRef<HTMLInputElement>(null);
  const logRef = React.useRef<HTMLDivElement>(null);
  const titleId = `${panelId}-title`;
  const textInputId = `${panelId}-text`;

  // The FAQ and phrases are fixed at build time (the same objects on every render), so this runs once.
  React.useEffect(() => {
    dispatch(contentLoaded({ faq, copy }));
  }, [dispatch, faq, copy]);

  // Words the visitor brought (the site search found nothing for them and offered the chat) start the
  // composer, shown once the chat is unlocked; they are the visitor's to send or change.
  React.useEffect(() => {
    if (!chat.draft) return;
    setText(chat.draft);
    dispatch(draftTaken());
  }, [chat.draft, dispatch]);

  // Send whatever an earlier visit could not, and again whenever the connection comes back.
  React.useEffect(() => {
    void dispatch(retryOutbox());
    const retryWhenOnline = () => void dispatch(retryOutbox());
    window.addEventListener('online', retryWhenOnline);
    return () => window.removeEventListener('online', retryWhenOnline);
  }, [dispatch]);

  // Where focus goes on opening depends on whether the chat is unlocked then; unlocking later is not an
  // opening, so it reads `unlocked` without being re-run by it (an effect event).
  const focusOnOpen = React.useEffectEvent(() => {
    const target = unlocked ? textInputRef.current : firstContactFieldRef.current;
    if (target && !target.disabled) target.focus();
    else logRef.current?.focus();
  });

  // Opened or closed: the launcher's busy mark, from a tap that came before this chunk, comes off.
  React.useEffect(() => clearTaken('chat'), [open]);

  React.useEffect(() => {
    if (!open) return;
    // Opening the chat is the visitor's intent: the transcript's form token is fetched now.
    void prepareFormToken();
    countOpening();
    void dispatch(retryOutbox());
    focusOnOpen();
  }, [open, dispatch]);

  // Keep focus in a sensible place when what held it goes away: the contact form after unlocking,
  // the text field while it is disabled for typing, a picked button once its list is answered. Runs
  // only when the panel opens or typing or unlocking changes, not on every render, so a visitor who
  // moved focus elsewhere on purpose is left alone (on opening, the effect above has just placed it).
  React.useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (typing && (lost || active === textInputRef.current)) logRef.current?.focus();
    else if (!typing && (lost || active === logRef.current)) textInputRef.current?.focus();
  }, [open, typing, unlocked]);

  const close = () => {
    dispatch(chatClosed());
    document.getElementById(launcherId)?.focus();
  };

  // Buttons that start typing or restart the conversation disappear or are disabled at once, so
  // focus waits on the log rather than falling back to the page.
  const pick = (entry: FaqEntry) => {
    logRef.current?.focus();
    void dispatch(askQuestion(entry));
  };
  const end = () => {
    logRef.current?.focus();
    void dispatch(endConversation());
  };
  const back = () => {
    logRef.current?.focus();
    dispatch(wentBack());
  };

  return (
    // Esc closes the dialog from anywhere inside it (the WAI-ARIA dialog pattern), so the key is handled
    // where it bubbles to; every control inside is a real button or field.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <section
      id={panelId}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="chat-panel__header">
        <h2 id={titleId} className="chat-panel__title">
          {copy.title}
        </h2>
        <button type="button" className="chat-panel__close close-button" aria-label={t('chat.close')} onClick={close}>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {unlocked ? (
        <>
          <ChatMessages
            messages={chat.messages}
            typing={typing}
            logRef={logRef}
            onPick={pick}
            onBack={back}
            onEnd={end}
          />
          <form
            className="chat-composer"
            onSubmit={(event) => {
              event.preventDefault();
              if (dispatch(submitChatText(text))) setText('');
            }}
          >
            <label htmlFor={textInputId} className="visually-hidden">
              {t('chat.yourQuestion')}
            </label>
            <input
              id={textInputId}
              ref={textInputRef}
              className="chat-composer__input"
              type="text"
              autoComplete="off"
              placeholder={navigationOffered(chat) ? t('chat.placeholderWithCommands') : t('chat.placeholder')}
              value={text}
              disabled={typing}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="chat-button chat-button--primary" disabled={typing}>
              {t('chat.send')}
            </button>
          </form>
        </>
      ) : (
        <ChatContactForm
          idPrefix={panelId}
          intro={copy.contactFormIntro}
          initial={chat.contact}
          hintShown={chat.contactHintShown}
          firstFieldRef={firstContactFieldRef}
          onSubmit={(contact) => dispatch(contactSubmitted(contact))}
        />
      )}
    </section>
  );
}
