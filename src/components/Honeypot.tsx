/**
 * The honeypot of the forms and the chat's contact form: a field people never see or reach, which
 * bots fill. The CMS answers a submission with it filled as if stored, and stores nothing
 * (HONEYPOT_FIELD in cms/src/contracts/submission-rules.ts).
 */
import './honeypot.css';

export interface HoneypotProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

export function Honeypot(props: HoneypotProps) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={props.id}>Website (leave this empty)</label>
      <input type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
