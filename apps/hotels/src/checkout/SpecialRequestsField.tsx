import { useTranslation } from 'react-i18next';
import { TRAVELLER_LIMITS } from '@travel/contracts';
import { FieldNotes, fieldDescription } from '@travel/ui/booking';

export interface SpecialRequestsFieldProps {
  value: string;
  /** A message key of the checkout namespace. */
  error?: string;
  onChange: (value: string) => void;
  onBlur: (path: string) => void;
  disabled?: boolean;
}

const PATH = 'specialRequests';

/** Requests passed on to the hotel, with the characters used so far. */
export function SpecialRequestsField({ value, error, onChange, onBlur, disabled }: SpecialRequestsFieldProps) {
  const { t } = useTranslation('checkout');
  const max = TRAVELLER_LIMITS.specialRequestsMax;
  const hint = t('requests.hint', { used: value.length, max });
  const { id, describedBy } = fieldDescription(PATH, hint, error);
  return (
    <div className="checkout-section card">
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{t('requests.label')}</label>
        <textarea
          id={id}
          name={PATH}
          rows={3}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onBlur(PATH)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <FieldNotes id={id} hint={hint} error={error ? t(error, { max }) : undefined} />
      </div>
    </div>
  );
}
