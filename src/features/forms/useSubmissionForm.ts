/**
 * The one form hook behind the contact, event-request and newsletter forms. It checks fields with the
 * very rules the CMS enforces (cms/src/api/submission/rules.ts), sends through `submit` (which loads
 * axios only on the first call), keeps a draft in sessionStorage, and explains every failure beside
 * the fields it concerns, in a toast and in the form's own status line.
 */
import * as React from 'react';
import {
  HONEYPOT_FIELD,
  SUBMISSION_RULES,
  SUBMIT_MESSAGES,
  checkField,
  checkSubmission,
  type FieldRule,
  type SubmissionKind,
} from '../../lib/submission';
import { SubmitError, submit, type SubmitResult } from '../../lib/submit';
import { toast } from '../../lib/notify';

export type FormStatus = 'idle' | 'invalid' | 'busy' | 'sent' | 'failed';

/** Draft writes wait for a pause in typing this long. */
export const DRAFT_SAVE_DELAY_MS = 300;


export interface SubmissionFormOptions<F extends Record<string, string>> {
  kind: SubmissionKind;
  /** Every field of the form (in the order they appear) with its initial value. */
  fields: F;
  /** sessionStorage key of this form's draft. */
  draftKey: string;
  /** Added to the body at sending time, e.g. `{ date: todayIso() }`. */
  extra?: () => Record<string, unknown>;
  /** Shown in the toast and the status line once the CMS has the submission. */
  successMessage?: string;
  onSent?: (result: SubmitResult) => void;
}

/** The props `register(name)` gives an input, textarea or select. */
export interface FieldRegistration {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The honeypot's input props: invisible to people, filled by bots. */
export interface HoneypotRegistration {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  tabIndex: -1;
  autoComplete: 'off';
}

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

/** `errors` with `name`'s message set, or removed when there is none (the same object when unchanged). */
function withError<E extends Record<string, string | undefined>>(errors: E, name: string, found: string | null): E {
  if ((errors[name] ?? null) === found) return errors;
  const next = { ...errors };
  if (found) (next as Record<string, string>)[name] = found;
  else delete next[name];
  return next;
}

function readDraft<F extends Record<string, string>>(key: string, fields: F): Partial<F> | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object') return null;
    const draft: Partial<F> = {};
    for (const name of Object.keys(fields) as Array<keyof F>) {
      const value = (parsed as Record<string, unknown>)[name as string];
      if (typeof value === 'string') draft[name] = value as F[keyof F];
    }
    return draft;
  } catch {
    return null; // Storage blocked or a damaged draft: start empty.
  }
}

function writeDraft(key: string, values: Record<string, string>, fields: Record<string, string>) {
  try {
    const changed = Object.keys(fields).some((name) => values[name] !== fields[name]);
    if (changed) window.sessionStorage.setItem(key, JSON.stringify(values));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the draft is a courtesy.
  }
}

function removeDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export function useSubmissionForm<F extends Record<string, string>>(
  options: SubmissionFormOptions<F>,
): SubmissionForm<F> {
  const { kind, fields, draftKey } = options;
  const rules = SUBMISSION_RULES[kind];
  const formId = React.useId();

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
  const draftTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const elements = React.useRef(new Map<string, HTMLElement>());
  const fieldsRef = React.useRef(fields);

  // After hydration (so the server's HTML and the first render agree): restore the draft, and adopt
  // whatever the visitor typed into the server-rendered fields before this code ran. React keeps such
  // text on screen while hydrating but does not know it, and would wipe it on the next render.
  React.useEffect(() => {
    const restored: Partial<F> = readDraft(draftKey, fieldsRef.current) ?? {};
    for (const [name, element] of elements.current) {
      const typed = (element as HTMLInputElement).value;
      if (typeof typed === 'string' && typed !== fieldsRef.current[name]) restored[name as keyof F] = typed as F[keyof F];
    }
    if (Object.keys(restored).length === 0) return;
    // The ref at once too, so a submit straight after mounting sends these values.
    valuesRef.current = { ...valuesRef.current, ...restored };
    setValues(valuesRef.current);
  }, [draftKey]);

  // A pending draft write is done at once when the form goes away or the page is left.
  React.useEffect(() => {
    const flush = () => {
      if (draftTimer.current === undefined) return;
      clearTimeout(draftTimer.current);
      draftTimer.current = undefined;
      writeDraft(draftKey, valuesRef.current, fieldsRef.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [draftKey]);

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
      return rule ? checkField(rule, bodyValue(rule, raw)) : null;
    },
    [rules],
  );

  const buildBody = React.useCallback(
    (current: F): Record<string, unknown> => {
      const body: Record<string, unknown> = {};
      for (const name of Object.keys(fieldsRef.current)) body[name] = bodyValue(rules[name], current[name] ?? '');
      body[HONEYPOT_FIELD] = honeypotRef.current;
      return { ...body, ...optionsRef.current.extra?.() };
    },
    [rules],
  );

  /** The bad fields, limited to this form's fields, keeping the form's order. */
  const fieldErrorsOf = (found: Record<string, string>): Partial<Record<keyof F, string>> => {
    const mapped: Partial<Record<keyof F, string>> = {};
    for (const name of Object.keys(fieldsRef.current) as Array<keyof F & string>) {
      if (found[name]) mapped[name] = found[name];
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
      const result = await submit(kind, body);
      const thanks = optionsRef.current.successMessage ?? SUBMIT_MESSAGES.sent;
      clearTimeout(draftTimer.current);
      draftTimer.current = undefined;
      removeDraft(draftKey);
      setValues(fieldsRef.current);
      setHoneypotValue('');
      setStatus('sent');
      setMessage(thanks);
      toast.success(thanks);
      optionsRef.current.onSent?.(result);
    } catch (error) {
      const failure = error instanceof SubmitError ? error.failure : undefined;
      if (failure?.kind === 'invalid') {
        const mapped = fieldErrorsOf(failure.fieldErrors);
        toast.error(failure.message);
        if (Object.keys(mapped).length > 0) {
          showInvalid(mapped, failure.message);
          return;
        }
        setStatus('failed');
        setMessage(failure.message);
        return;
      }
      const text = failure?.message ?? SUBMIT_MESSAGES.unexpected;
      toast.error(text);
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
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      draftTimer.current = undefined;
      writeDraft(draftKey, valuesRef.current, fieldsRef.current);
    }, DRAFT_SAVE_DELAY_MS);
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
    tabIndex: -1,
    autoComplete: 'off',
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
