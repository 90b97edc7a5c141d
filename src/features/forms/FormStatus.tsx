/**
 * What the form has to say as a whole, in a live region present from the first render (so changes
 * are announced), and the "Try again" button after a failure.
 */
import type { FormStatus as Status } from './useSubmissionForm';
import { useI18n } from '../../lib/i18n';
import './forms.css';

export interface FormStatusProps {
  status: Status;
  message: string;
  onRetry: () => void;
}

export function FormStatus({ status, message, onRetry }: FormStatusProps) {
  const { t } = useI18n();
  const tone = status === 'sent' ? 'success' : status === 'failed' || status === 'invalid' ? 'error' : 'neutral';
  return (
    <div className={`form__status form__status--${tone}`}>
      <p className="form__message" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </p>
      {status === 'failed' ? (
        <button type="button" className="form__retry" onClick={onRetry}>
          {t('forms.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
