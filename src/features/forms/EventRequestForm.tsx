/** The event request form on /services: posts an event request (`types/eventRequests`) to the CMS.
 * Heading and intro come from the CMS. The date goes as YYYY-MM-DD (the CMS stores a date), the guests as a number. */
import { useEffect, useState } from 'react';
import { Field } from './Field';
import { ContactDetailsFields, FormFrame } from './FormFrame';
import { useSubmissionForm } from './useSubmissionForm';
import { draftKeyOf } from './draftKeys';
import { useI18n } from '../../lib/i18n';
import './forms.css';

export interface EventRequestFormProps {
  heading: string;
  intro: string;
}

/** The value sent is the English wording in every locale, so the firm's leads read alike; the
 * visitor reads the catalogue's (`forms.event.types`). */
const EVENT_TYPE_KEYS = {
  Conference: 'forms.event.types.conference',
  'Product launch': 'forms.event.types.productLaunch',
  'Staff off-site': 'forms.event.types.offsite',
  'Awards evening': 'forms.event.types.awards',
  'Trade show': 'forms.event.types.tradeShow',
  Other: 'forms.event.types.other',
} as const;

export const EVENT_TYPES = Object.keys(EVENT_TYPE_KEYS) as Array<keyof typeof EVENT_TYPE_KEYS>;

const FIELDS = {
  name: '',
  email: '',
  phone: '',
  company: '',
  eventType: '',
  date: '',
  guests: '',
  location: '',
  message: '',
};

/** Today in the visitor's calendar as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function EventRequestForm({ heading, intro }: EventRequestFormProps) {
  // Only the browser knows today's date: set after hydration so the build's date never sticks.
  const [minDate, setMinDate] = useState<string | undefined>(undefined);
  const { t } = useI18n();
  useEffect(() => setMinDate(localToday()), []);
  const form = useSubmissionForm({
    kind: 'event-request',
    fields: FIELDS,
    draftKey: draftKeyOf('event-request'),
    successMessage: t('forms.event.sent'),
  });
  const { errors, register } = form;

  return (
    <FormFrame form={form} heading={heading} intro={intro} submitLabel={t('forms.event.submit')}>
      <div className="form__grid">
        <ContactDetailsFields form={form} />
        <Field
          as="select"
          label={t('forms.event.eventType')}
          required
          registration={register('eventType')}
          error={errors.eventType}
        >
          <option value="">{t('forms.event.chooseType')}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(EVENT_TYPE_KEYS[type])}
            </option>
          ))}
        </Field>
        <Field
          label={t('forms.event.date')}
          required
          type="date"
          min={minDate}
          registration={register('date')}
          error={errors.date}
        />
        <Field
          label={t('forms.event.guests')}
          required
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          registration={register('guests')}
          error={errors.guests}
        />
        <Field
          label={t('forms.event.location')}
          hint={t('forms.event.locationHint')}
          registration={register('location')}
          error={errors.location}
        />
      </div>
      <Field
        as="textarea"
        label={t('forms.event.message')}
        rows={5}
        registration={register('message')}
        error={errors.message}
      />
    </FormFrame>
  );
}
