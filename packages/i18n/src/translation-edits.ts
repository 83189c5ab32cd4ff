import { TRANSLATION_EDITS_PATH } from '@travel/contracts';
import { i18n } from './instance';

interface TranslationEdit {
  language: string;
  namespace: string;
}

function isTranslationEdit(value: unknown): value is TranslationEdit {
  const edit = value as Partial<TranslationEdit> | null;
  return typeof edit?.language === 'string' && typeof edit.namespace === 'string';
}

/**
 * Development: a saved `public/locales/<language>/<namespace>.json` shows at once, without a
 * reload and without losing what the page holds. The dev server announces each saved file;
 * a namespace this page has loaded is fetched again and every translated text re-renders.
 * Returns the way to stop listening.
 */
export function reloadTranslationsOnEdit(source: EventSource = new EventSource(TRANSLATION_EDITS_PATH)): () => void {
  source.addEventListener('edit', (event: MessageEvent<string>) => {
    const edit: unknown = JSON.parse(event.data);
    if (!isTranslationEdit(edit) || !i18n.hasResourceBundle(edit.language, edit.namespace)) return;
    // Changing to the same language makes react-i18next render every translated text again.
    void i18n.reloadResources([edit.language], [edit.namespace]).then(() => i18n.changeLanguage(i18n.language));
  });
  return () => source.close();
}
