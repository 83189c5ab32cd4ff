import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes, fieldDescription } from '@travel/ui/booking';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> & {
  path: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A message key of the account namespace, shown under the field. */
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
};

/** A labelled native select, its hint and error under it and linked to it, as TextField does for inputs. */
export function SelectField({ path, label, value, onValue, error, hint, children, ...select }: SelectFieldProps) {
  const { t } = useTranslation('account');
  const { id, describedBy } = fieldDescription(path, hint, error);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={path}
        className="field-input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error ? t(error) : undefined} />
    </div>
  );
}
