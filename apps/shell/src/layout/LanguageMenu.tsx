import { useTranslation } from 'react-i18next';
import { Check, Globe } from 'lucide-react';
import type { LanguageCode } from '@travel/contracts';
import { NATIVE_LANGUAGE_NAMES, changeLanguage } from '@travel/i18n';
import {
  languageChanged,
  selectAgency,
  selectAuthStatus,
  selectLanguage,
  useAppDispatch,
  useAppSelector,
  useChangeLanguageMutation,
} from '@travel/store';
import { Dropdown } from '@travel/ui';

/** SPEC 2.6, 4: the agency's languages with a tick on the current one; signed in, the server is told too. */
export function LanguageMenu() {
  const agency = useAppSelector(selectAgency);
  const current = useAppSelector(selectLanguage);
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const dispatch = useAppDispatch();
  const [tellServer] = useChangeLanguageMutation();
  const { t } = useTranslation();
  if (!agency) return null;

  const choose = (language: LanguageCode) => {
    dispatch(languageChanged(language));
    void changeLanguage(language);
    if (signedIn) void tellServer(language);
  };

  return (
    <Dropdown
      className="language-menu"
      ariaLabel={t('layout.languageCurrent', { language: NATIVE_LANGUAGE_NAMES[current] })}
      label={
        <>
          <Globe aria-hidden="true" size={18} />
          {/* The language's own name, not its code: the visible label stays part of the accessible name (WCAG 2.5.3). */}
          <span lang={current}>{NATIVE_LANGUAGE_NAMES[current]}</span>
        </>
      }
    >
      {(close) => (
        <ul className="dropdown-list" aria-label={t('layout.language')}>
          {agency.languages.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="dropdown-item"
                lang={code}
                aria-pressed={code === current}
                onClick={() => {
                  choose(code);
                  close();
                }}
              >
                {NATIVE_LANGUAGE_NAMES[code]}
                {code === current ? <Check className="dropdown-tick" aria-hidden="true" size={18} /> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
