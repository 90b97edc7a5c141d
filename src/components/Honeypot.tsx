/**
 * The honeypot of the forms and the chat's contact form: a field people never see or reach, which
 * bots fill. The CMS answers a submission with it filled as if stored, and stores nothing
 * (HONEYPOT_FIELD in cms/src/contracts/submission-rules.ts).
 */
import { useI18n } from '../lib/i18n';
import './honeypot.css';

export interface HoneypotProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

export function Honeypot(props: HoneypotProps) {
  const { t } = useI18n();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={props.id}>{t('forms.honeypot')}</label>
      <input type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
