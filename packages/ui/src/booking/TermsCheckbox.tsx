import { Trans, useTranslation } from 'react-i18next';
import { fieldId } from './rules';
import { worded, type CheckoutWording } from './wording';

/** The shell's /agency-terms-and-conditions/{id} page (SPEC 2.2): the agency's terms of sale. */
export const agencyTermsPath = (agencyId: number): string => `/agency-terms-and-conditions/${agencyId}`;

export interface TermsCheckboxProps {
  agencyId: number;
  checked: boolean;
  onChange: (accepted: boolean) => void;
  /** A message key of the checkout namespace. */
  error?: string;
  disabled?: boolean;
  /** 'booking' for a service other than hotels: the rules shown, not "the hotel's cancellation policy". */
  wording?: CheckoutWording;
}

/** Accepting the booking terms; the terms open in a new tab so nothing typed is lost. */
export function TermsCheckbox({ agencyId, checked, onChange, error, disabled, wording }: TermsCheckboxProps) {
  const { t } = useTranslation('checkout');
  const id = fieldId('acceptTerms');
  return (
    <div className={`field field-terms${error ? ' field-invalid' : ''}`}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          <Trans
            t={t}
            i18nKey={worded('terms.accept', wording)}
            components={{ terms: <a href={agencyTermsPath(agencyId)} target="_blank" rel="noopener noreferrer" /> }}
          />
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
