import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@travel/contracts';
import type { FormFieldProps } from './FormField';
import { splitServerMessage, toFormError, type FormError } from './rules/serverError';
import type { ValidationIssue } from './rules/validation';

export type FieldBinding = Pick<FormFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/**
 * State of one auth form: the values (kept whatever happens), client-side checks shown once
 * a field was left or a submit tried, the sending flag, and the server's refusal — next to
 * the field it names, else for the whole form.
 */
export function useAuthForm<F extends string>({ initial, validate, submit }: {
  initial: Record<F, string>;
  validate: (values: Record<F, string>) => Partial<Record<F, ValidationIssue | null>>;
  submit: (values: Record<F, string>) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<Partial<Record<F, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<FormError | null>(null);
  const [serverFieldMessages, setServerFieldMessages] = useState<Partial<Record<F, string>>>({});
  const issues = validate(values);
  const names = Object.keys(initial) as F[];
  const isField = (name: string | null): name is F => name !== null && (names as string[]).includes(name);

  function change(name: F, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setServerFieldMessages((current) => ({ ...current, [name]: undefined }));
  }

  /** Several fields at once (a demo account's email and password), as if typed. */
  function fill(entries: Partial<Record<F, string>>) {
    for (const name of names) {
      const value = entries[name];
      if (value !== undefined) change(name, value);
    }
  }

  function field(name: F): FieldBinding {
    const issue = attempted || left[name] ? issues[name] : null;
    return {
      name,
      value: values[name],
      onChange: (value) => change(name, value),
      onBlur: () => setLeft((current) => ({ ...current, [name]: true })),
      error: serverFieldMessages[name] ?? (issue ? t(`validation.${issue}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined),
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const focusField = (name: F) => (form.elements.namedItem(name) as HTMLInputElement | null)?.focus();
    setAttempted(true);
    const firstInvalid = names.find((name) => issues[name]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setSending(true);
    setServerError(null);
    setServerFieldMessages({});
    try {
      await submit(values);
    } catch (rejection) {
      const error = toFormError(rejection);
      const { field: named, text } = splitServerMessage(error.message);
      if (isField(named)) {
        setServerFieldMessages({ [named]: text } as Partial<Record<F, string>>);
        focusField(named);
      }
      setServerError({ ...error, message: isField(named) ? '' : text });
    } finally {
      setSending(false);
    }
  }

  return { values, field, fill, onSubmit, sending, serverError };
}
