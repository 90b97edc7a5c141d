/**
 * Labelled fields of the admin's own screens: the design system's inputs inside their field, so the
 * label names them and the error the CMS answered for them shows beneath (a hint shows until then).
 */
import * as React from 'react';
import { Field, SingleSelect, SingleSelectOption, TextInput } from '@strapi/design-system';

interface FieldProps {
  name: string;
  labelText: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}

/** A line of text (a search, an email address). */
export const TextField = React.forwardRef<
  HTMLInputElement,
  FieldProps & { type?: 'text' | 'email'; autoComplete?: string }
>(function TextField({ name, labelText, value, error, hint, onChange, type, autoComplete }, ref) {
  return (
    <Field.Root name={name} error={error} hint={hint}>
      <Field.Label>{labelText}</Field.Label>
      <TextInput
        ref={ref}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

/** A day, as YYYY-MM-DD. */
export function DateField({ name, labelText, value, error, onChange }: Omit<FieldProps, 'hint'>) {
  return (
    <Field.Root name={name} error={error}>
      <Field.Label>{labelText}</Field.Label>
      <TextInput
        type="date"
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <Field.Error />
    </Field.Root>
  );
}

/** A single select. */
export function Select({
  name,
  labelText,
  value,
  error,
  onChange,
  options,
}: Omit<FieldProps, 'hint'> & { options: Array<[value: string, text: string]> }) {
  return (
    <Field.Root name={name} error={error}>
      <Field.Label>{labelText}</Field.Label>
      <SingleSelect value={value} onChange={(next) => onChange(String(next))}>
        {options.map(([option, text]) => (
          <SingleSelectOption key={option} value={option}>
            {text}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Error />
    </Field.Root>
  );
}
