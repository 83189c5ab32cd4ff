import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, fieldDescription, type LabelledFieldProps } from './FieldNotes';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> &
  LabelledFieldProps & {
    /** The <option>s. */
    children: ReactNode;
  };

/** A labelled select whose error sits next to it, as TextField's does. */
export function SelectField({ path, label, value, onValue, error, hint, children, className, ...select }: SelectFieldProps) {
  const { t } = useTranslation('checkout');
  const { id, describedBy } = fieldDescription(path, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error ? t(error) : undefined} className={className}>
      <select id={id} name={path} className="field-input" value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
