/** The /contact form: posts a `contactRequest` to the CMS. Heading and intro come from the CMS. */
import { useId } from 'react';
import { Field } from './Field';
import { FormStatus, Honeypot } from './FormStatus';
import { SubmitButton } from './SubmitButton';
import { useSubmissionForm } from './useSubmissionForm';
import './forms.css';

export interface ContactFormProps {
  heading: string;
  intro: string;
  /** The services a visitor may ask about; the value sent is the slug. */
  services: ReadonlyArray<{ slug: string; title: string }>;
}

export const CONTACT_DRAFT_KEY = 'form-draft:contact';

const FIELDS = { name: '', email: '', phone: '', company: '', service: '', message: '' };

export function ContactForm({ heading, intro, services }: ContactFormProps) {
  const headingId = useId();
  const form = useSubmissionForm({
    kind: 'contactRequest',
    fields: FIELDS,
    draftKey: CONTACT_DRAFT_KEY,
    successMessage: 'Thank you! We have received your message and will reply soon.',
  });
  const { errors, register } = form;

  return (
    <form className="form" aria-labelledby={headingId} noValidate onSubmit={form.handleSubmit}>
      <h2 id={headingId} className="form__heading">
        {heading}
      </h2>
      <p className="form__intro">{intro}</p>
      <div className="form__grid">
        <Field label="Name" required autoComplete="name" registration={register('name')} error={errors.name} />
        <Field
          label="Email"
          required
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <Field label="Phone" type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
        <Field
          label="Company"
          autoComplete="organization"
          registration={register('company')}
          error={errors.company}
        />
      </div>
      <Field as="select" label="Service" registration={register('service')} error={errors.service}>
        <option value="">No particular service</option>
        {services.map((service) => (
          <option key={service.slug} value={service.slug}>
            {service.title}
          </option>
        ))}
      </Field>
      <Field as="textarea" label="Message" required rows={6} registration={register('message')} error={errors.message} />
      <Honeypot registration={form.honeypot} />
      <SubmitButton busy={form.busy}>Send message</SubmitButton>
      <FormStatus status={form.status} message={form.message} onRetry={form.retry} />
    </form>
  );
}
