import type { TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, fieldDescription, type LabelledFieldProps } from './FieldNotes';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> & LabelledFieldProps;

/** A labelled multi-line text box whose error sits next to it, as TextField's does. */
export function TextAreaField({ path, label, value, onValue, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation('checkout');
  const { id, describedBy } = fieldDescription(path, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error ? t(error) : undefined} className={className}>
      <textarea id={id} name={path} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
    </FieldFrame>
  );
}
