/**
 * The conversation as a live log. Only the latest question list is interactive (real buttons); older
 * lists stay as plain text, so a stale button can never ask a question of another level.
 */
import * as React from 'react';
import { useI18n } from '../../lib/i18n';
import type { ChatMessage, FaqEntry } from './types';

interface ChatMessagesProps {
  messages: ChatMessage[];
  typing: boolean;
  logRef: React.RefObject<HTMLDivElement | null>;
  onPick: (entry: FaqEntry) => void;
  onBack: () => void;
  onEnd: () => void;
}

function isQuestionList(message: ChatMessage): message is ChatMessage & { text: FaqEntry[] } {
  return Array.isArray(message.text);
}

export function ChatMessages({ messages, typing, logRef, onPick, onBack, onEnd }: ChatMessagesProps) {
  const currentListId = [...messages].reverse().find(isQuestionList)?.id;
  const { t } = useI18n();
  // Keep the newest message in view.
  React.useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [logRef, messages.length]);

  return (
    <div
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label={t('chat.conversation')}
      // Focus rests here while the bot types (the picked button is gone or disabled by then).
      tabIndex={-1}
      ref={logRef}
    >
      {messages.map((message) => {
        if (message.type === 'typing') {
          return (
            <div key={message.id} className="chat-msg chat-msg--bot chat-msg--typing">
              <span className="visually-hidden">{t('chat.typing')}</span>
              <span className="chat-typing-dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </div>
          );
        }
        if (isQuestionList(message)) {
          const current = message.id === currentListId;
          return (
            <div key={message.id} className="chat-msg chat-msg--bot chat-msg--options">
              <ul className={current ? 'chat-options' : 'chat-options chat-options--past'}>
                {message.text.map((entry) => (
                  <li key={entry.index}>
                    {current ? (
                      <button
                        type="button"
                        className="chat-button chat-button--option"
                        disabled={typing}
                        onClick={() => onPick(entry)}
                      >
                        {entry.question}
                      </button>
                    ) : (
                      entry.question
                    )}
                  </li>
                ))}
              </ul>
              {current && message.withNavigation && (
                <div className="chat-nav">
                  <button type="button" className="chat-button" disabled={typing} onClick={onBack}>
                    {t('chat.back')}
                  </button>
                  <button type="button" className="chat-button" disabled={typing} onClick={onEnd}>
                    {t('chat.end')}
                  </button>
                </div>
              )}
            </div>
          );
        }
        const fromVisitor = message.type === 'owner' || message.type === 'back';
        const classes = ['chat-msg', fromVisitor ? 'chat-msg--owner' : 'chat-msg--bot'];
        if (message.type === 'back') classes.push('chat-msg--back');
        if (message.first) classes.push('chat-msg--welcome');
        return (
          <p key={message.id} className={classes.join(' ')}>
            {fromVisitor && <span className="visually-hidden">{t('chat.you')}</span>}
            {/* A Back is kept as the command, not its words: the conversation outlives a change of language. */}
            {message.type === 'back' ? t('chat.back') : (message.text as string)}
          </p>
        );
      })}
    </div>
  );
}
