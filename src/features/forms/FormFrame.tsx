/**
 * What the three forms share around their own fields: the labelled <form>, its heading and intro
 * from the CMS, the honeypot, the submit button with the link to the privacy notice beside it, and the
 * form-level status line with "Try again".
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'gatsby';
import { PRIVACY_PATH } from '../../config/constants';
import { Field } from './Field';
import { Honeypot } from '../../components/Honeypot';
import { FormStatus } from './FormStatus';
import { SubmitButton } from './SubmitButton';
import type { SubmissionForm } from './useSubmissionForm';
import { useI18n } from '../../lib/i18n';
import './forms.css';
import { useLocalePath } from '../../lib/pageLocale';

export interface FormFrameProps {
  form: SubmissionForm<Record<string, string>>;
  heading: string;
  intro: string;
  submitLabel: string;
  /** The footer's newsletter: a smaller form whose heading matches the footer's headings. */
  compact?: boolean;
  children: ReactNode;
}

export function FormFrame({ form, heading, intro, submitLabel, compact = false, children }: FormFrameProps) {
  const localePath = useLocalePath();
  const headingId = useId();
  const { t } = useI18n();
  return (
    // method="dialog" outside a <dialog> makes the browser's own submission do nothing: pressed before
    // the form's code is running, Enter would otherwise reload the page and drop what was typed.
    <form
      method="dialog"
      className={compact ? 'form form--compact' : 'form'}
      aria-labelledby={headingId}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <h2 id={headingId} className={compact ? 'form__heading site-footer__heading' : 'form__heading'}>
        {heading}
      </h2>
      <p className="form__intro">{intro}</p>
      {children}
      <Honeypot {...form.honeypot} />
      {/* The privacy notice beside the button, after it in the tab order: the form's flow is unchanged. */}
      <div className="form__actions">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
        <p className="form__privacy">
          {t('forms.privacyBefore')}
          <Link to={localePath(PRIVACY_PATH)}>{t('forms.privacyLink')}</Link>
        </p>
      </div>
      <FormStatus status={form.status} message={form.message} onRetry={form.retry} />
    </form>
  );
}

type ContactDetails = Record<'name' | 'email' | 'phone' | 'company', string>;

/** Name, email, phone and company: how we reach the visitor, asked the same way on every form. */
export function ContactDetailsFields<F extends ContactDetails>({ form }: { form: SubmissionForm<F> }) {
  const { errors, register } = form;
  const { t } = useI18n();
  return (
    <>
      <Field label={t('forms.name')} required autoComplete="name" registration={register('name')} error={errors.name} />
      <Field
        label={t('forms.email')}
        required
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <Field
        label={t('forms.phone')}
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={errors.phone}
      />
      <Field
        label={t('forms.company')}
        autoComplete="organization"
        registration={register('company')}
        error={errors.company}
      />
    </>
  );
}
