/** The event request form on /services: posts an event request (`types/eventRequests`) to the CMS.
 * Heading and intro come from the CMS. The date goes as YYYY-MM-DD (the CMS stores a date), the guests as a number. */
import { useEffect, useState } from 'react';
import { Field } from './Field';
import { ContactDetailsFields, FormFrame } from './FormFrame';
import { useSubmissionForm } from './useSubmissionForm';
import { draftKeyOf } from './draftKeys';
import './forms.css';

export interface EventRequestFormProps {
  heading: string;
  intro: string;
}

export const EVENT_TYPES = [
  'Conference',
  'Product launch',
  'Staff off-site',
  'Awards evening',
  'Trade show',
  'Other',
] as const;

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
  useEffect(() => setMinDate(localToday()), []);
  const form = useSubmissionForm({
    kind: 'event-request',
    fields: FIELDS,
    draftKey: draftKeyOf('event-request'),
    successMessage: 'Thank you! We have received your event request and will be in touch.',
  });
  const { errors, register } = form;

  return (
    <FormFrame form={form} heading={heading} intro={intro} submitLabel="Send request">
      <div className="form__grid">
        <ContactDetailsFields form={form} />
        <Field as="select" label="Type of event" required registration={register('eventType')} error={errors.eventType}>
          <option value="">Choose a type of event</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Field>
        <Field label="Date" required type="date" min={minDate} registration={register('date')} error={errors.date} />
        <Field
          label="Number of guests"
          required
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          registration={register('guests')}
          error={errors.guests}
        />
        <Field
          label="Location"
          hint="City or venue, if known."
          registration={register('location')}
          error={errors.location}
        />
      </div>
      <Field
        as="textarea"
        label="Anything else we should know"
        rows={5}
        registration={register('message')}
        error={errors.message}
      />
    </FormFrame>
  );
}
