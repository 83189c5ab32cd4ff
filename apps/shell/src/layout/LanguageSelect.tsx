import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@travel/contracts';
import { NATIVE_LANGUAGE_NAMES, changeLanguage, isLanguageCode } from '@travel/i18n';
import { languageChanged, selectAgency, selectLanguage, useAppDispatch, useAppSelector } from '@travel/store';

export function LanguageSelect() {
  const agency = useAppSelector(selectAgency);
  const current = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const id = useId();
  const offered = agency?.languages ?? LANGUAGE_CODES;

  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">{t('layout.language')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguageCode(next)) return;
          dispatch(languageChanged(next));
          void changeLanguage(next);
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={code}>{NATIVE_LANGUAGE_NAMES[code]}</option>
        ))}
      </select>
    </div>
  );
}
