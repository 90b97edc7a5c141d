/**
 * The one form hook behind the contact, event-request and newsletter forms. It checks fields with the
 * very rules the CMS enforces (through src/lib/submission.ts), sends through `submit` (which loads
 * axios only on the first call), keeps a draft (./useDraft.ts), and explains every failure beside the
 * fields it concerns, in a toast and in the form's own status line.
 */
import * as React from 'react';
import {
  HONEYPOT_FIELD,
  SUBMISSION_RULES,
  SUBMIT_MESSAGES,
  checkField,
  checkSubmission,
  localizeRuleMessage,
  type FieldRule,
  type LeadKind,
} from '../../lib/submission';
import type { HoneypotProps } from '../../components/Honeypot';
import { prepareFormToken } from '../../lib/formToken';
import { SubmitError, submit } from '../../lib/sendSubmission';
import { prefetchToasts, toast } from '../../lib/toasts';
import { useDraft } from './useDraft';
import { useI18n } from '../../lib/i18n';

export type FormStatus = 'idle' | 'invalid' | 'busy' | 'sent' | 'failed';

export interface SubmissionFormOptions<F extends Record<string, string>> {
  kind: LeadKind;
  /** Every field of the form (in the order they appear) with its initial value. */
  fields: F;
  /** sessionStorage key of this form's draft (a form's own: draftKeyOf in ./draftKeys.ts). */
  draftKey: string;
  /** Added to the body at sending time, e.g. `{ date: todayIso() }`. */
  extra?: () => Record<string, unknown>;
  /** Shown in the toast and the status line once the CMS has the submission. */
  successMessage?: string;
}

/** The props `register(name)` gives an input, textarea or select. */
export interface FieldRegistration {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  /** The visitor shows intent: the form token is fetched now, so sending never waits for it. */
  onFocus: () => void;
  ref: (element: HTMLElement | null) => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The honeypot's input props (src/components/Honeypot.tsx keeps it from people and the keyboard). */
export type HoneypotRegistration = HoneypotProps;

export interface SubmissionForm<F extends Record<string, string>> {
  values: F;
  errors: Partial<Record<keyof F, string>>;
  status: FormStatus;
  /** The form-level line: what went wrong, or the thank-you. Empty when there is nothing to say. */
  message: string;
  busy: boolean;
  register: (name: keyof F & string) => FieldRegistration;
  honeypot: HoneypotRegistration;
  handleSubmit: (event?: { preventDefault(): void }) => Promise<void>;
  /** Sends the form's values again after a failure (validating them first, like a submit). */
  retry: () => Promise<void>;
}

/** The id of the element holding a field's error message, as used by aria-describedby. */
export const errorIdFor = (fieldId: string) => `${fieldId}-error`;

/** The value the CMS receives for a field: trimmed text, and whole numbers as numbers. */
function bodyValue(rule: FieldRule | undefined, raw: string): string | number {
  const text = raw.trim();
  if (rule?.kind === 'positiveInteger' && /^\d+$/.test(text)) return Number(text);
  return text;
}

/** What a failed send tells the visitor, whatever failed: one sentence, and the fields the CMS refused
 * (a 400). */
export function failureFeedback(error: unknown): { message: string; fieldErrors: Record<string, string> } {
  const failure = error instanceof SubmitError ? error.failure : undefined;
  return {
    message: failure?.message ?? SUBMIT_MESSAGES.unexpected,
    fieldErrors: failure?.kind === 'invalid' ? failure.fieldErrors : {},
  };
}

/** `errors` with `name`'s message set, or removed when there is none (the same object when unchanged). */
function withError<E extends Record<string, string | undefined>>(errors: E, name: string, found: string | null): E {
  if ((errors[name] ?? null) === found) return errors;
  const next = { ...errors };
  if (found) (next as Record<string, string>)[name] = found;
  else delete next[name];
  return next;
}

export function useSubmissionForm<F extends Record<string, string>>(
  options: SubmissionFormOptions<F>,
): SubmissionForm<F> {
  const { kind, fields, draftKey } = options;
  const rules = SUBMISSION_RULES[kind];
  const formId = React.useId();
  const { locale } = useI18n();

  const [values, setValues] = React.useState<F>(fields);
  const [honeypotValue, setHoneypotValue] = React.useState('');
  const [errors, setErrors] = React.useState<Partial<Record<keyof F, string>>>({});
  const [status, setStatus] = React.useState<FormStatus>('idle');
  const [message, setMessage] = React.useState('');
  const [focusRequest, setFocusRequest] = React.useState<{ names: string[] } | null>(null);

  // Latest values for callbacks that outlive a render (the debounced draft write, the submit).
  const valuesRef = React.useRef(values);
  valuesRef.current = values;
  const honeypotRef = React.useRef(honeypotValue);
  honeypotRef.current = honeypotValue;
  const optionsRef = React.useRef(options);
  optionsRef.current = options;
  const busyRef = React.useRef(false);
  const elements = React.useRef(new Map<string, HTMLElement>());
  const fieldsRef = React.useRef(fields);

  const draft = useDraft({
    key: draftKey,
    fields,
    values: valuesRef,
    elements,
    onRestore: (restored) => {
      // The ref at once too, so a submit straight after mounting sends these values.
      valuesRef.current = { ...valuesRef.current, ...restored };
      setValues(valuesRef.current);
    },
  });

  const showIntent = () => {
    void prepareFormToken();
    prefetchToasts();
  };

  // A field focused before this form hydrated (./lazyForms.tsx hydrates it on that focus) showed the
  // same intent as a focus after it, which onFocus below never hears of. Once, on mounting.
  React.useEffect(() => {
    const focused = document.activeElement;
    if (focused && [...elements.current.values()].includes(focused as HTMLElement)) showIntent();
  }, []);

  // Focus moves once the error messages are in the DOM, so they are read with the field.
  React.useEffect(() => {
    if (!focusRequest) return;
    const found = focusRequest.names
      .map((name) => elements.current.get(name))
      .filter((element): element is HTMLElement => Boolean(element?.isConnected));
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    found[0]?.focus();
  }, [focusRequest]);

  const idFor = React.useCallback((name: string) => `${formId}-${name}`, [formId]);

  const check = React.useCallback(
    (name: string, raw: string): string | null => {
      const rule = rules[name];
      const found = rule ? checkField(rule, bodyValue(rule, raw)) : null;
      return found && localizeRuleMessage(found);
    },
    [rules],
  );

  const buildBody = React.useCallback(
    (current: F): Record<string, unknown> => {
      const body: Record<string, unknown> = {};
      for (const name of Object.keys(fieldsRef.current)) body[name] = bodyValue(rules[name], current[name] ?? '');
      body[HONEYPOT_FIELD] = honeypotRef.current;
      // The page's language, stored with the lead (and a subscriber's emails are sent in it).
      return { ...body, lang: locale, ...optionsRef.current.extra?.() };
    },
    [rules, locale],
  );

  /** The bad fields, limited to this form's fields, keeping the form's order. */
  const fieldErrorsOf = (found: Record<string, string>): Partial<Record<keyof F, string>> => {
    const mapped: Partial<Record<keyof F, string>> = {};
    for (const name of Object.keys(fieldsRef.current) as Array<keyof F & string>) {
      if (found[name]) mapped[name] = localizeRuleMessage(found[name]);
    }
    return mapped;
  };

  const showInvalid = (fieldErrors: Partial<Record<keyof F, string>>, text: string) => {
    setErrors(fieldErrors);
    setStatus('invalid');
    setMessage(text);
    setFocusRequest({ names: Object.keys(fieldErrors) });
  };

  const send = async () => {
    if (busyRef.current) return;
    const current = valuesRef.current;
    const body = buildBody(current);
    const found = fieldErrorsOf(checkSubmission(kind, body));
    if (Object.keys(found).length > 0) {
      showInvalid(found, SUBMIT_MESSAGES.invalid);
      return;
    }

    busyRef.current = true;
    setErrors({});
    setStatus('busy');
    setMessage('');
    try {
      await submit(kind, body);
      const thanks = optionsRef.current.successMessage ?? SUBMIT_MESSAGES.sent;
      draft.discard();
      setValues(fieldsRef.current);
      setHoneypotValue('');
      setStatus('sent');
      setMessage(thanks);
      toast.success(thanks);
    } catch (error) {
      const { message: text, fieldErrors } = failureFeedback(error);
      toast.error(text);
      const mapped = fieldErrorsOf(fieldErrors);
      if (Object.keys(mapped).length > 0) {
        showInvalid(mapped, text);
        return;
      }
      setStatus('failed');
      setMessage(text);
    } finally {
      busyRef.current = false;
    }
  };

  const handleSubmit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    await send();
  };

  const setField = (name: keyof F & string, value: string) => {
    const next = { ...valuesRef.current, [name]: value };
    valuesRef.current = next;
    setValues(next);
    // Once a field shows an error, it is checked as the visitor corrects it.
    setErrors((current) => (current[name] ? withError(current, name, check(name, value)) : current));
    if (status === 'sent') {
      setStatus('idle');
      setMessage('');
    }
    draft.save();
  };

  const register = (name: keyof F & string): FieldRegistration => {
    const id = idFor(name);
    const error = errors[name];
    return {
      id,
      name,
      value: values[name] ?? '',
      onChange: (event) => setField(name, event.target.value),
      onBlur: () => {
        const found = check(name, valuesRef.current[name] ?? '');
        setErrors((current) => withError(current, name, found));
      },
      // Focusing a form is intent: the token (and with it axios) and the toasts' code are fetched now,
      // so the send and its toast do not wait for them.
      onFocus: showIntent,
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? errorIdFor(id) : undefined,
    };
  };

  const honeypot: HoneypotRegistration = {
    id: idFor(HONEYPOT_FIELD),
    name: HONEYPOT_FIELD,
    value: honeypotValue,
    onChange: (event) => setHoneypotValue(event.target.value),
  };

  return {
    values,
    errors,
    status,
    message,
    busy: status === 'busy',
    register,
    honeypot,
    handleSubmit,
    retry: send,
  };
}
