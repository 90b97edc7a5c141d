/** The form's send button: while sending it is disabled, marked aria-busy and reads "Sending…". */
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import './forms.css';

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  className?: string;
}

export function SubmitButton({ busy, children, className }: SubmitButtonProps) {
  const { t } = useI18n();
  return (
    <button
      type="submit"
      className={['form__submit', className ?? ''].filter(Boolean).join(' ')}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t('forms.sending') : children}
    </button>
  );
}
