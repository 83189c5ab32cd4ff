import type { ReactNode } from 'react';
import { fieldId } from './rules';

/** The ids a field's input and its notes share: the input's, and what describes it (hint, error). */
export function fieldDescription(path: string, hint: string | undefined, error: string | undefined): { id: string; describedBy: string | undefined } {
  const id = fieldId(path);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

/** A field's hint and its (already translated) error under it, linked to the input by id and the error announced. */
export function FieldNotes({ id, hint, error }: { id: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled control with its notes under it: what TextField and SelectField share. */
export function FieldFrame({ id, label, hint, error, className, children }: { id: string; label: string; hint: string | undefined; error: string | undefined; className: string | undefined; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">{children}</div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** What every labelled field takes besides its element's own attributes. */
export type LabelledFieldProps = {
  /** The field path ('lead.email'): the control's id and the key of its error. */
  path: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A message key of the checkout namespace (another namespace's as 'command:key'), shown under the field. */
  error?: string;
  hint?: string;
};
