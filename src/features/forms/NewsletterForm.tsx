/** The newsletter sign-up in every page's footer: posts `subscribtions` (sic) with today's date
 * (the CMS sets the date itself too). Heading and intro come from the CMS. */
import { todayIso } from '../../lib/submission';
import { Field } from './Field';
import { FormFrame } from './FormFrame';
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
  const form = useSubmissionForm({
    kind: 'subscribtions',
    fields: FIELDS,
    draftKey: NEWSLETTER_DRAFT_KEY,
    extra: withDate,
    successMessage: 'Thank you for subscribing!',
  });
  const { errors, register } = form;

  return (
    <FormFrame form={form} heading={heading} intro={intro} submitLabel="Subscribe" compact>
      <Field
        label="Email"
        required
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <Field label="Name" autoComplete="name" registration={register('name')} error={errors.name} />
    </FormFrame>
  );
}
