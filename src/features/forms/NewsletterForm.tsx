/** The newsletter sign-up in every page's footer: posts `subscribtions` (sic) with today's date
 * (the CMS sets the date itself too). Heading and intro come from the CMS. */
import { useId } from 'react';
import { todayIso } from '../../../cms/src/api/submission/rules';
import { Field } from './Field';
import { FormStatus, Honeypot } from './FormStatus';
import { SubmitButton } from './SubmitButton';
import { useSubmissionForm } from './useSubmissionForm';
import './forms.css';

export interface NewsletterFormProps {
  heading: string;
  intro: string;
}

export const NEWSLETTER_DRAFT_KEY = 'form-draft:newsletter';

const FIELDS = { email: '', name: '' };
const withDate = () => ({ date: todayIso() });

export function NewsletterForm({ heading, intro }: NewsletterFormProps) {
  const headingId = useId();
  const form = useSubmissionForm({
    kind: 'subscribtions',
    fields: FIELDS,
    draftKey: NEWSLETTER_DRAFT_KEY,
    extra: withDate,
    successMessage: 'Thank you for subscribing!',
  });
  const { errors, register } = form;

  return (
    <form className="form form--compact" aria-labelledby={headingId} noValidate onSubmit={form.handleSubmit}>
      <h2 id={headingId} className="form__heading site-footer__heading">
        {heading}
      </h2>
      <p className="form__intro">{intro}</p>
      <Field
        label="Email"
        required
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <Field label="Name" autoComplete="name" registration={register('name')} error={errors.name} />
      <Honeypot registration={form.honeypot} />
      <SubmitButton busy={form.busy}>Subscribe</SubmitButton>
      <FormStatus status={form.status} message={form.message} onRetry={form.retry} />
    </form>
  );
}
