/** The /contact form: posts a contact request (`types/contactRequest`) to the CMS. Heading and intro
 * come from the CMS. */
import { Field } from './Field';
import { ContactDetailsFields, FormFrame } from './FormFrame';
import { useSubmissionForm } from './useSubmissionForm';
import { draftKeyOf } from './draftKeys';
import { useI18n } from '../../lib/i18n';
import './forms.css';

export interface ContactFormProps {
  heading: string;
  intro: string;
  /** The services a visitor may ask about; the value sent is the slug. */
  services: ReadonlyArray<{ slug: string; title: string }>;
}

const FIELDS = { name: '', email: '', phone: '', company: '', service: '', message: '' };

export function ContactForm({ heading, intro, services }: ContactFormProps) {
  const { t } = useI18n();
  const form = useSubmissionForm({
    kind: 'contact-request',
    fields: FIELDS,
    draftKey: draftKeyOf('contact-request'),
    successMessage: t('forms.contact.sent'),
  });
  const { errors, register } = form;

  return (
    <FormFrame form={form} heading={heading} intro={intro} submitLabel={t('forms.contact.submit')}>
      <div className="form__grid">
        <ContactDetailsFields form={form} />
      </div>
      <Field as="select" label={t('forms.contact.service')} registration={register('service')} error={errors.service}>
        <option value="">{t('forms.contact.noService')}</option>
        {services.map((service) => (
          <option key={service.slug} value={service.slug}>
            {service.title}
          </option>
        ))}
      </Field>
      <Field
        as="textarea"
        label={t('forms.contact.message')}
        required
        rows={6}
        registration={register('message')}
        error={errors.message}
      />
    </FormFrame>
  );
}
