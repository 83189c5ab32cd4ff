import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSENGER_GENDERS, displayNames, type Country } from '@travel/contracts';
import { selectLanguage, useAppSelector, useCountriesQuery } from '@travel/store';
import { SelectField, TextField, type FieldErrors } from '@travel/ui/booking';
import type { PassengerValues } from './passengerDetails';

export interface PassengerFieldsProps {
  passengers: PassengerValues[];
  /** Passports (nationality, number, expiry) are asked for: the trip crosses a border. */
  international: boolean;
  errors: FieldErrors;
  onChange: (passengers: PassengerValues[]) => void;
  onBlur: (path: string) => void;
  disabled?: boolean;
}

/** The countries to choose a nationality from, named and ordered in the page's language. */
function nationalities(countries: readonly Pick<Country, 'code' | 'name'>[], language: string): { code: string; name: string }[] {
  const names = displayNames(language, { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  return countries.map((country) => ({ code: country.code, name: names.of(country.code) ?? country.name })).sort((a, b) => collator.compare(a.name, b.name));
}

/** One fieldset per passenger ("Adult 1", "Child 1", "Infant 1"), with their names, birth date and gender as in the passport, and the passport abroad. */
export function PassengerFields({ passengers, international, errors, onChange, onBlur, disabled }: PassengerFieldsProps) {
  const { t } = useTranslation('flights');
  const language = useAppSelector(selectLanguage);
  const countries = useCountriesQuery(undefined, { skip: !international });
  const countryOptions = useMemo(() => nationalities(countries.data ?? [], language), [countries.data, language]);
  const set = (index: number, field: keyof PassengerValues) => (value: string) => onChange(passengers.map((passenger, i) => (i === index ? { ...passenger, [field]: value } : passenger)));
  const common = (path: string) => ({ path, error: errors[path], onBlur: () => onBlur(path), disabled });
  // "Child 1" counts children only: the number within the type.
  const numberOf = (index: number) => passengers.slice(0, index + 1).filter((passenger) => passenger.type === passengers[index]?.type).length;

  return (
    <fieldset className="checkout-section card">
      <legend>{t('checkout.passengers.title')}</legend>
      <p className="checkout-section-intro">{t('checkout.passengers.intro')}</p>
      {passengers.map((passenger, i) => {
        const path = (field: keyof PassengerValues) => `passengers.${i}.${field}`;
        return (
          <fieldset key={i} className="passenger-fields">
            <legend>{t(`checkout.passengers.${passenger.type}`, { number: numberOf(i) })}</legend>
            <div className="field-row">
              <TextField {...common(path('firstName'))} label={t('checkout.passengers.firstName')} value={passenger.firstName} onValue={set(i, 'firstName')} autoComplete="off" />
              <TextField {...common(path('lastName'))} label={t('checkout.passengers.lastName')} value={passenger.lastName} onValue={set(i, 'lastName')} autoComplete="off" />
            </div>
            <div className="field-row">
              <TextField {...common(path('dateOfBirth'))} label={t('checkout.passengers.dateOfBirth')} type="date" value={passenger.dateOfBirth} onValue={set(i, 'dateOfBirth')} />
              <SelectField {...common(path('gender'))} label={t('checkout.passengers.gender')} value={passenger.gender} onValue={set(i, 'gender')}>
                <option value="">{t('checkout.passengers.choose')}</option>
                {PASSENGER_GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`checkout.passengers.genders.${gender}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            {international ? (
              <div className="field-row">
                <SelectField {...common(path('nationality'))} label={t('checkout.passengers.nationality')} value={passenger.nationality} onValue={set(i, 'nationality')}>
                  <option value="">{t('checkout.passengers.choose')}</option>
                  {countryOptions.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </SelectField>
                <TextField {...common(path('passportNumber'))} label={t('checkout.passengers.passportNumber')} value={passenger.passportNumber} onValue={set(i, 'passportNumber')} dir="ltr" autoComplete="off" />
                <TextField
                  {...common(path('passportExpiry'))}
                  label={t('checkout.passengers.passportExpiry')}
                  type="date"
                  value={passenger.passportExpiry}
                  onValue={set(i, 'passportExpiry')}
                  hint={t('checkout.passengers.passportExpiryHint')}
                />
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
