import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NATIVE_LANGUAGE_NAMES, displayNames, type UserProfile } from '@travel/contracts';
import { rememberCurrency } from '@travel/api-client';
import { changeLanguage } from '@travel/i18n';
import {
  currencySelected,
  languageChanged,
  selectAgency,
  selectLanguage,
  useAppDispatch,
  useAppSelector,
  useCountriesQuery,
  useCurrenciesQuery,
  useUpdateProfileMutation,
  type ApiQueryError,
} from '@travel/store';
import { SelectField, TextField } from '@travel/ui/booking';
import { SaveBar, type SaveOutcome } from '@travel/ui/account';
import {
  PROFILE_FIELDS,
  countryOptions,
  profileChanges,
  profileErrors,
  profileRefusal,
  profileValues,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from './profileRules';

/** Phone numbers, codes and the dial code read left to right on Arabic pages too. */
const LTR_ISOLATE = (text: string) => `\u2066${text}\u2069`;

/**
 * The account's names, phone (a country's dial code and the number), preferred language and
 * currency, saved to the API. A language or currency changed here also becomes this page's,
 * as the header's choice becomes the account's.
 */
export function ProfileForm({ user }: { user: UserProfile }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const agency = useAppSelector(selectAgency);
  const pageLanguage = useAppSelector(selectLanguage);
  const countries = useCountriesQuery();
  const currencies = useCurrenciesQuery();
  const [values, setValues] = useState<ProfileValues>(() => profileValues(user));
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<ProfileErrors>({});
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const form = useRef<HTMLFormElement>(null);

  const dialCodes = useMemo(() => countryOptions(countries.data ?? [], pageLanguage), [countries.data, pageLanguage]);
  const dialCode = dialCodes.find((country) => country.code === values.phoneCountry)?.dialCode ?? '';
  const currencyNames = useMemo(() => displayNames(pageLanguage, { type: 'currency', fallback: 'none' }), [pageLanguage]);
  const languages = agency?.languages.includes(user.language) ? agency.languages : [user.language, ...(agency?.languages ?? [])];
  const errors: ProfileErrors = { ...(checked ? profileErrors(values, dialCode) : {}), ...refused };
  const error = (field: ProfileField) => (errors[field] ? `account:${errors[field]}` : undefined);

  const edit = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };
  const focus = (field: ProfileField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  /** What changed in this form becomes the page's too. */
  async function applyToPage(before: UserProfile, saved: UserProfile) {
    if (saved.language !== before.language) {
      dispatch(languageChanged(saved.language));
      await changeLanguage(saved.language);
    }
    if (saved.currency !== null && saved.currency !== before.currency) {
      dispatch(currencySelected(saved.currency));
      rememberCurrency(saved.currency);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefused({});
    const found = profileErrors(values, dialCode);
    const invalid = PROFILE_FIELDS.find((field) => found[field]);
    if (invalid) {
      focus(invalid);
      return;
    }
    const changes = profileChanges(values, profileValues(user));
    if (!changes) {
      setOutcome({ status: t('profile.unchanged') });
      return;
    }
    try {
      const saved = await update(changes).unwrap();
      await applyToPage(user, saved);
      // Said in the language just chosen (this render's `t` has the one before).
      setOutcome({ status: i18n.t('account:profile.saved') });
    } catch (rejection) {
      const refusal = profileRefusal(rejection as ApiQueryError);
      if (refusal.field) {
        setRefused({ [refusal.field]: refusal.key });
        setOutcome(null);
        focus(refusal.field);
      } else {
        setOutcome({ failure: t(refusal.key) });
      }
    }
  };

  return (
    <form ref={form} className="settings-form profile-form card" noValidate onSubmit={(event) => void submit(event)}>
      <div className="profile-pair">
        <TextField path="firstName" label={t('profile.firstName')} value={values.firstName} onValue={edit('firstName')} error={error('firstName')} autoComplete="given-name" dir="auto" />
        <TextField path="lastName" label={t('profile.lastName')} value={values.lastName} onValue={edit('lastName')} error={error('lastName')} autoComplete="family-name" dir="auto" />
      </div>
      <TextField path="email" label={t('profile.email')} value={user.personal_info.email} onValue={() => undefined} readOnly hint={t('profile.emailHint')} type="email" dir="ltr" />
      <fieldset className="profile-phone">
        <legend>{t('profile.phone')}</legend>
        <div className="profile-pair profile-phone-fields">
          <SelectField path="phoneCountry" label={t('profile.phoneCountry')} value={values.phoneCountry} onValue={edit('phoneCountry')} error={error('phoneCountry')} autoComplete="tel-country-code">
            <option value="">{t('profile.phoneCountryNone')}</option>
            {dialCodes.map((country) => (
              <option key={country.code} value={country.code}>{`${country.name} (${LTR_ISOLATE(country.dialCode)})`}</option>
            ))}
          </SelectField>
          <TextField
            path="phoneNumber"
            label={t('profile.phoneNumber')}
            value={values.phoneNumber}
            onValue={edit('phoneNumber')}
            error={error('phoneNumber')}
            hint={t('profile.phoneNumberHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
          />
        </div>
      </fieldset>
      <div className="profile-pair">
        <SelectField path="language" label={t('profile.language')} value={values.language} onValue={edit('language')} error={error('language')} hint={t('profile.languageHint')}>
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>{NATIVE_LANGUAGE_NAMES[code]}</option>
          ))}
        </SelectField>
        <SelectField path="currency" label={t('profile.currency')} value={values.currency} onValue={edit('currency')} error={errors.currency} hint={t('profile.currencyHint')}>
          <option value="">{t('profile.currencyNone')}</option>
          {values.currency !== '' && !currencies.data?.some((item) => item.currency === values.currency) ? <option value={values.currency}>{values.currency}</option> : null}
          {(currencies.data ?? []).map((item) => (
            <option key={item.currency} value={item.currency}>{`${LTR_ISOLATE(item.currency)} · ${currencyNames.of(item.currency) ?? item.name}`}</option>
          ))}
        </SelectField>
      </div>
      <SaveBar saving={isLoading} label={t('profile.save')} savingLabel={t('profile.saving')} outcome={outcome} />
    </form>
  );
}
