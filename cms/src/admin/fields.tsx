/**
 * A labelled single select of the admin's own pages (the Leads page's filters and lead, the
 * Unanswered questions page): the design system's select inside its field, so the label names it.
 */
import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';

export function Select({
  name,
  labelText,
  value,
  onChange,
  options,
}: {
  name: string;
  labelText: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[value: string, text: string]>;
}) {
  return (
    <Field.Root name={name}>
      <Field.Label>{labelText}</Field.Label>
      <SingleSelect value={value} onChange={(next) => onChange(String(next))}>
        {options.map(([option, text]) => (
          <SingleSelectOption key={option} value={option}>
            {text}
          </SingleSelectOption>
        ))}
      </SingleSelect>
    </Field.Root>
  );
}
