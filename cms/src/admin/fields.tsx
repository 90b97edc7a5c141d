/**
 * Labelled fields of the admin's own pages (the Leads, Unanswered questions and Visits pages): the
 * design system's inputs inside their field, so the label names them and an error shows beneath;
 * and their tables' heading row.
 */
import type * as React from 'react';
import { Field, SingleSelect, SingleSelectOption, TextInput, Th, Thead, Tr, Typography } from '@strapi/design-system';

/** A day, as YYYY-MM-DD, with the error the CMS answered for it. */
export function DateField({
  name,
  labelText,
  value,
  error,
  onChange,
}: {
  name: string;
  labelText: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
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

/** A table's heading row: one column heading each. */
export function TableHeadings({ headings }: { headings: string[] }) {
  return (
    <Thead>
      <Tr>
        {headings.map((heading) => (
          <Th key={heading}>
            <Typography variant="sigma">{heading}</Typography>
          </Th>
        ))}
      </Tr>
    </Thead>
  );
}
