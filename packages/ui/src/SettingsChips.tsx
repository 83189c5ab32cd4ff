import { useTranslation } from 'react-i18next';
import { Coins, Globe2 } from 'lucide-react';
import { NATIVE_LANGUAGE_NAMES } from '@travel/i18n';
import { selectCurrency, selectLanguage, useAppSelector } from '@travel/store';
import './settings-chips.css';

/** The visitor's language and display currency, from the shared store. */
export function SettingsChips() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const currency = useAppSelector(selectCurrency);
  return (
    <ul className="settings-chips" aria-label={t('landing.yourSettings')}>
      <li><Globe2 aria-hidden="true" size={16} />{NATIVE_LANGUAGE_NAMES[language]}</li>
      <li><Coins aria-hidden="true" size={16} />{currency}</li>
    </ul>
  );
}
