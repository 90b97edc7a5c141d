/**
 * The chat's floating launcher: the only chat code in a page's first load. The panel's code (and with
 * it the thunks and the CSS; axios comes later still) is fetched once the browser is idle, so opening
 * is instant; the panel itself is rendered on the first hover, focus or click of the launcher, or
 * when idle if an earlier visit left transcripts to send (the mounted panel retries them). Rendering
 * it for nobody would be main-thread work in the middle of the page becoming interactive.
 */
import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { prefetchWhenIdle } from '../../lib/whenIdle';
import { chatClosed, chatOpened } from './chatSlice';
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
  const wantPanel = () => setPanelWanted(true);

  React.useEffect(() => prefetchWhenIdle(loadPanel, (panel) => panel.hasUnsentTranscripts() && wantPanel()), []);

  return (
    <>
      <button
        type="button"
        id={CHAT_LAUNCHER_ID}
        className="chat-launcher"
        aria-label={copy.launcherLabel}
        aria-expanded={open}
        aria-controls={CHAT_PANEL_ID}
        onPointerEnter={wantPanel}
        onFocus={wantPanel}
        onClick={() => {
          wantPanel();
          dispatch(open ? chatClosed() : chatOpened({ faq, copy }));
        }}
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
