import { useTranslation } from 'react-i18next';
import { TRAVELLER_LIMITS } from '@travel/contracts';
import { ltrText } from '../bidi/isolate';
import { TextField } from './TextField';
import { fieldId, type FieldErrors, type LeadTravellerValues, type PersonName, type TravellerValues } from './rules';

export interface TravellerFieldsProps {
  values: TravellerValues;
  /** Only the errors to show now (after a blur or a submit). */
  errors: FieldErrors;
  onChange: (values: TravellerValues) => void;
  onBlur: (path: string) => void;
  disabled?: boolean;
}

/** The number the phone hint shows as an example; read left to right in every language. */
const PHONE_EXAMPLE = '+1 212 555 0100';

/** The lead traveller (who the agency contacts) and the name each further room is held under. */
export function TravellerFields({ values, errors, onChange, onBlur, disabled }: TravellerFieldsProps) {
  const { t } = useTranslation('checkout');
  const setLead = (field: keyof LeadTravellerValues) => (value: string) => onChange({ ...values, lead: { ...values.lead, [field]: value } });
  const setGuest = (index: number, field: keyof PersonName) => (value: string) =>
    onChange({ ...values, otherGuests: values.otherGuests.map((guest, i) => (i === index ? { ...guest, [field]: value } : guest)) });
  const common = (path: string) => ({ path, error: errors[path], onBlur: () => onBlur(path), disabled });

  return (
    <>
      <fieldset className="checkout-section card">
        <legend>{t('traveller.title')}</legend>
        <p className="checkout-section-intro">{t('traveller.intro')}</p>
        <div className="field-row">
          <TextField {...common('lead.firstName')} label={t('traveller.firstName')} value={values.lead.firstName} onValue={setLead('firstName')} autoComplete="given-name" />
          <TextField {...common('lead.lastName')} label={t('traveller.lastName')} value={values.lead.lastName} onValue={setLead('lastName')} autoComplete="family-name" />
        </div>
        <div className="field-row">
          <TextField {...common('lead.email')} label={t('traveller.email')} value={values.lead.email} onValue={setLead('email')} type="email" autoComplete="email" dir="ltr" hint={t('traveller.emailHint')} />
          <TextField {...common('lead.phone')} label={t('traveller.phone')} value={values.lead.phone} onValue={setLead('phone')} type="tel" autoComplete="tel" inputMode="tel" dir="ltr" hint={t('traveller.phoneHint', { example: ltrText(PHONE_EXAMPLE) })} />
        </div>
      </fieldset>

      {values.otherGuests.length > 0 ? (
        <fieldset className="checkout-section card">
          <legend>{t('guests.title')}</legend>
          <p className="checkout-section-intro">{t('guests.firstRoom')}</p>
          {values.otherGuests.map((guest, i) => (
            <fieldset key={i} className="guest-room">
              <legend>{t('guests.room', { number: i + 2 })}</legend>
              <div className="field-row">
                <TextField {...common(`otherGuests.${i}.firstName`)} label={t('traveller.firstName')} value={guest.firstName} onValue={setGuest(i, 'firstName')} autoComplete="off" />
                <TextField {...common(`otherGuests.${i}.lastName`)} label={t('traveller.lastName')} value={guest.lastName} onValue={setGuest(i, 'lastName')} autoComplete="off" />
              </div>
            </fieldset>
          ))}
        </fieldset>
      ) : null}

      <div className="checkout-section card">
        <div className={`field${errors.specialRequests ? ' field-invalid' : ''}`}>
          <label htmlFor={fieldId('specialRequests')}>{t('requests.label')}</label>
          <textarea
            id={fieldId('specialRequests')}
            name="specialRequests"
            rows={3}
            value={values.specialRequests}
            disabled={disabled}
            onChange={(event) => onChange({ ...values, specialRequests: event.target.value })}
            onBlur={() => onBlur('specialRequests')}
            aria-invalid={errors.specialRequests ? true : undefined}
            aria-describedby={`${fieldId('specialRequests')}-hint${errors.specialRequests ? ` ${fieldId('specialRequests')}-error` : ''}`}
          />
          <p id={`${fieldId('specialRequests')}-hint`} className="field-hint">
            {t('requests.hint', { used: values.specialRequests.length, max: TRAVELLER_LIMITS.specialRequestsMax })}
          </p>
          {errors.specialRequests ? (
            <p id={`${fieldId('specialRequests')}-error`} className="field-error" role="alert">
              {t(errors.specialRequests, { max: TRAVELLER_LIMITS.specialRequestsMax })}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
