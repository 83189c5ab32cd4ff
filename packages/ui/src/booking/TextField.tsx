import { useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeHydration } from '../hydration/useTypedBeforeHydration';
import { FieldFrame, fieldDescription, type LabelledFieldProps } from './FieldNotes';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> &
  LabelledFieldProps & {
    /** Beside the input (the card brand). */
    adornment?: ReactNode;
  };

/** A labelled input whose error sits next to it, linked for screen readers and announced. */
export function TextField({ path, label, value, onValue, error, hint, adornment, className, ...input }: TextFieldProps) {
  const { t } = useTranslation('checkout');
  const { id, describedBy } = fieldDescription(path, hint, error);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, onValue);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error ? t(error) : undefined} className={className}>
      <input
        ref={field}
        id={id}
        name={path}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {adornment}
    </FieldFrame>
  );
}
