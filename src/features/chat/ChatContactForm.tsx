/**
 * The contact form the conversation starts behind (SPEC sections 4 and 5). No validation: whatever
 * is typed is stored; the slice decides whether it unlocks the chat. The lengths only stop text the
 * CMS would refuse as too long (the submission rules), which would lose the transcript.
 */
import * as React from 'react';
import { Honeypot } from '../../components/Honeypot';
import { PRIVACY_PATH } from '../../config/constants';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { HONEYPOT_FIELD, SUBMISSION_RULES, SUBMIT_MESSAGES } from '../../lib/submission';
import type { ChatContact } from './types';
import { useLocalePath } from '../../lib/pageLocale';

interface ChatContactFormProps {
  idPrefix: string;
  intro: string;
  initial: ChatContact;
  hintShown: boolean;
  firstFieldRef: React.Ref<HTMLInputElement>;
  onSubmit: (contact: ChatContact) => void;
}

const FIELDS: Array<{
  name: keyof ChatContact;
  labelKey: MessageKey;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
}> = [
  { name: 'name', labelKey: 'forms.name', type: 'text', autoComplete: 'name' },
  { name: 'email', labelKey: 'forms.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', labelKey: 'forms.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'industry', labelKey: 'chat.industry', type: 'text', autoComplete: 'off' },
];

export function ChatContactForm({
  idPrefix,
  intro,
  initial,
  hintShown,
  firstFieldRef,
  onSubmit,
}: ChatContactFormProps) {
  const localePath = useLocalePath();
  const [values, setValues] = React.useState<ChatContact>(initial);
  const { t } = useI18n();
  const introId = `${idPrefix}-contact-intro`;
  const hintId = `${idPrefix}-contact-hint`;

  return (
    <form
      className="chat-contact"
      // Free text by design: the browser must not block an email it thinks is malformed.
      noValidate
      aria-labelledby={introId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <p id={introId} className="chat-contact__intro">
        {intro}
      </p>
      {FIELDS.map((field, position) => {
        const id = `${idPrefix}-contact-${field.name}`;
        return (
          <div className="chat-contact__field" key={field.name}>
            <label htmlFor={id}>{t(field.labelKey)}</label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={SUBMISSION_RULES['chatbot-transcript'][field.name].max}
              value={values[field.name]}
              aria-describedby={hintShown ? hintId : undefined}
              ref={position === 0 ? firstFieldRef : undefined}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, [field.name]: value }));
              }}
            />
          </div>
        );
      })}
      <Honeypot
        id={`${idPrefix}-contact-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        value={values.website ?? ''}
        onChange={(event) => {
          const { value } = event.target;
          setValues((current) => ({ ...current, website: value }));
        }}
      />
      {/* Always present, so screen readers announce the hint when it appears. */}
      <p id={hintId} className="chat-contact__hint" role="status">
        {hintShown ? SUBMIT_MESSAGES.chatContact : ''}
      </p>
      <div className="chat-contact__actions">
        <button type="submit" className="chat-button chat-button--primary">
          {t('chat.start')}
        </button>
        {/* After the button, so the form's order is the spec's; in a new tab, so reading it leaves the
            conversation and what was typed here exactly as they were. */}
        <a className="chat-contact__privacy" href={localePath(PRIVACY_PATH)} target="_blank" rel="noopener">
          {t('footer.privacyNotice')}
          <span className="visually-hidden">{t('footer.newTab')}</span>
        </a>
      </div>
    </form>
  );
}
