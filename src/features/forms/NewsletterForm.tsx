/** The newsletter sign-up in every page's footer: posts a subscription (`types/subscribtions`, sic)
 * with today's date (the CMS sets the date itself too). Heading and intro come from the CMS. The CMS answers every
 * valid sign-up alike and emails a confirmation link to new addresses, so the form says the same
 * "check your inbox" whatever the address (docs/newsletter.md). */
import { todayIso } from '../../lib/submission';
import { Field } from './Field';
import { FormFrame } from './FormFrame';
import { useSubmissionForm } from './useSubmissionForm';
import { draftKeyOf } from './draftKeys';
import { useI18n } from '../../lib/i18n';
import './forms.css';

export interface NewsletterFormProps {
  heading: string;
  intro: string;
  /** What it says after a sign-up (Global settings); the catalogue's `forms.newsletter.checkInbox`
   * when the CMS has none. */
  sentMessage?: string | null;
}

const FIELDS = { email: '', name: '' };
const withDate = () => ({ date: todayIso() });

export function NewsletterForm({ heading, intro, sentMessage }: NewsletterFormProps) {
  const { t } = useI18n();
  const form = useSubmissionForm({
    kind: 'subscription',
    fields: FIELDS,
    draftKey: draftKeyOf('subscription'),
    extra: withDate,
    // What the form says after every valid sign-up, new address or not: the CMS answers all alike,
    // so that nobody can learn from the form whether an address is on the list.
    successMessage: sentMessage || t('forms.newsletter.checkInbox'),
  });
  const { errors, register } = form;

  return (
    <FormFrame form={form} heading={heading} intro={intro} submitLabel={t('forms.newsletter.submit')} compact>
      <Field
        label={t('forms.email')}
        required
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <Field label={t('forms.name')} autoComplete="name" registration={register('name')} error={errors.name} />
    </FormFrame>
  );
}
