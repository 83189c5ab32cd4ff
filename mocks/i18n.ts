import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES } from '@travel/contracts';
import { i18n } from '@travel/i18n';

const localesDir = join(__dirname, '..', 'public', 'locales');

/** Loads a language's real translation files synchronously, for tests. */
function resourcesFor(language: string): Record<string, object> {
  const dir = join(localesDir, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as object]),
  );
}

/** The shared i18n instance, initialised from the files in public/locales instead of over HTTP. */
export async function initTestI18n(language = 'en'): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'common',
      resources: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, resourcesFor(code)])),
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await i18n.changeLanguage(language);
}
