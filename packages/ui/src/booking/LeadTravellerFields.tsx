import { useTranslation } from 'react-i18next';
import { ltrText } from '../bidi/isolate';
import { TextField } from './TextField';
import type { FieldErrors, LeadTravellerValues } from './rules';

export interface LeadTravellerFieldsProps {
  values: LeadTravellerValues;
  /** Only the errors to show now (after a blur or a submit). */
  errors: FieldErrors;
  onChange: (values: LeadTravellerValues) => void;
  onBlur: (path: string) => void;
  /** Who is contacted about what, in the service's words ("the hotel contacts about the stay"). */
  intro: string;
  disabled?: boolean;
}

/** The number the phone hint shows as an example; read left to right in every language. */
const PHONE_EXAMPLE = '+1 212 555 0100';

/** The lead traveller: the name the booking is under, and how the agency reaches them. */
export function LeadTravellerFields({ values, errors, onChange, onBlur, intro, disabled }: LeadTravellerFieldsProps) {
  const { t } = useTranslation('checkout');
  const set = (field: keyof LeadTravellerValues) => (value: string) => onChange({ ...values, [field]: value });
  const common = (path: string) => ({ path, error: errors[path], onBlur: () => onBlur(path), disabled });

  return (
    <fieldset className="checkout-section card">
      <legend>{t('traveller.title')}</legend>
      <p className="checkout-section-intro">{intro}</p>
      <div className="field-row">
        <TextField {...common('lead.firstName')} label={t('traveller.firstName')} value={values.firstName} onValue={set('firstName')} autoComplete="given-name" />
        <TextField {...common('lead.lastName')} label={t('traveller.lastName')} value={values.lastName} onValue={set('lastName')} autoComplete="family-name" />
      </div>
      <div className="field-row">
        <TextField {...common('lead.email')} label={t('traveller.email')} value={values.email} onValue={set('email')} type="email" autoComplete="email" dir="ltr" hint={t('traveller.emailHint')} />
        <TextField {...common('lead.phone')} label={t('traveller.phone')} value={values.phone} onValue={set('phone')} type="tel" autoComplete="tel" inputMode="tel" dir="ltr" hint={t('traveller.phoneHint', { example: ltrText(PHONE_EXAMPLE) })} />
      </div>
    </fieldset>
  );
}
