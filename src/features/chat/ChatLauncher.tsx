/**
 * The chat's floating launcher: a facade, the only chat code in a page's first load. Nothing of the
 * panel (its code, the thunks, the CSS; toasts and axios come later still) is fetched until the visitor
 * shows intent: a hover, focus or touch of the launcher starts the import (and loads the store, which
 * no page's first load carries: src/lib/deferredStore.ts) and renders the panel hidden,
 * so a click that follows opens it at once; a click with nothing loaded yet (keyboard, or a fast tap)
 * opens it as soon as the chunk arrives. The one exception is a returning visitor whose earlier visit
 * left transcripts unsent (that was intent too): then the panel is rendered when the browser is idle,
 * and it retries them. Prefetching for everybody would make every visitor pay for the few who chat.
 */
import * as React from 'react';
import { takeEarlyClick } from '../../lib/earlyClicks';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLoadStoreOnIntent } from '../../lib/useLoadStoreOnIntent';
import { whenIdle } from '../../lib/whenIdle';
import { firstScreenChatActions } from './chatState';
import { outboxMayHoldTranscripts } from './outboxKey';
import type { ChatCopy, FaqGroup } from './types';
import './chat-launcher.css';

export const CHAT_PANEL_ID = 'chat-panel';
export const CHAT_LAUNCHER_ID = 'chat-launcher';

const loadPanel = () => import('./ChatPanel');
const ChatPanel = React.lazy(loadPanel);

export interface ChatLauncherProps {
  faq: FaqGroup[];
  copy: ChatCopy;
}

export function ChatLauncher({ faq, copy }: ChatLauncherProps) {
  const open = useAppSelector((state) => state.chat.open);
  const dispatch = useAppDispatch();
  const [panelWanted, setPanelWanted] = React.useState(false);
  // The panel dispatches thunks, so it mounts once the store has loaded: intent fetches both at
  // once. Offline, either may fail to load: the next sign of intent tries again.
  const showPanel = React.useCallback(() => setPanelWanted(true), []);
  const { load: wantPanel, intentHandlers } = useLoadStoreOnIntent({ alsoFetch: loadPanel, onReady: showPanel });

  React.useEffect(() => whenIdle(() => outboxMayHoldTranscripts() && wantPanel()), [wantPanel]);
  const openChat = () => {
    wantPanel();
    dispatch(firstScreenChatActions.chatOpened({ faq, copy }));
  };
  // A tap before hydration opens it now; the panel takes the busy mark off (src/lib/earlyClicks.ts).
  React.useEffect(() => {
    if (takeEarlyClick('chat')) openChat();
    // Once, on mount: what was tapped before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <button
        type="button"
        id={CHAT_LAUNCHER_ID}
        className="chat-launcher"
        aria-label={copy.launcherLabel}
        aria-expanded={open}
        aria-controls={CHAT_PANEL_ID}
        // The head script marks it busy (data-taken) when tapped before its code.
        data-early="chat"
        {...intentHandlers}
        onClick={() => (open ? dispatch(firstScreenChatActions.chatClosed()) : openChat())}
      >
        <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z"
          />
        </svg>
      </button>
      {(panelWanted || open) && (
        <React.Suspense fallback={null}>
          <ChatPanel faq={faq} copy={copy} panelId={CHAT_PANEL_ID} launcherId={CHAT_LAUNCHER_ID} />
        </React.Suspense>
      )}
    </>
  );
}
