/**
 * One labelled form control: the label (with a "(required)" marker), an optional hint, the control,
 * and the error message whose id the control names in aria-describedby while it is invalid.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { errorIdFor, type FieldRegistration } from './useSubmissionForm';
import { useI18n } from '../../lib/i18n';
import './forms.css';

interface CommonProps {
  label: string;
  registration: FieldRegistration;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** Attributes the registration or the Field itself controls. */
type Controlled = keyof FieldRegistration | 'required' | 'aria-required' | 'className' | 'children';

export type InputFieldProps = CommonProps & { as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, Controlled>;
export type TextareaFieldProps = CommonProps & { as: 'textarea' } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    Controlled
  >;
export type SelectFieldProps = CommonProps & { as: 'select'; children: ReactNode } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    Controlled
  >;
export type FieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps;

export function Field(props: FieldProps) {
  const { label, registration, error, hint, required = false, className } = props;
  const { t } = useI18n();
  const hintId = `${registration.id}-hint`;
  const describedBy =
    [hint ? hintId : undefined, registration['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const shared = {
    ...registration,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: 'field__control',
  };

  let control: ReactNode;
  if (props.as === 'textarea') {
    const { as: _as, label: _l, registration: _r, error: _e, hint: _h, required: _q, className: _c, ...rest } = props;
    control = <textarea rows={5} {...rest} {...shared} />;
  } else if (props.as === 'select') {
    const {
      as: _as,
      label: _l,
      registration: _r,
      error: _e,
      hint: _h,
      required: _q,
      className: _c,
      children,
      ...rest
    } = props;
    control = (
      <select {...rest} {...shared}>
        {children}
      </select>
    );
  } else {
    const { as: _as, label: _l, registration: _r, error: _e, hint: _h, required: _q, className: _c, ...rest } = props;
    control = <input type="text" {...rest} {...shared} />;
  }

  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={registration.id}>
        {label}
        {required ? <span className="field__marker">{t('forms.required')}</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p className="field__error" id={errorIdFor(registration.id)}>
          <span className="visually-hidden">{t('forms.errorPrefix')}</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
