import type { Boot, LanguageCode } from '@travel/contracts';
import { fetchBoot } from '@travel/api-client';
import { initI18n, languageCookie, pickLanguage } from '@travel/i18n';
import { makeStoreFromBoot, type AppStore } from '@travel/store';
import { applyTheme, themeFor } from '@travel/ui';

export type HostContext = { boot: Boot; store: AppStore; language: LanguageCode };

/**
 * What any host does before its first render, the shell or a remote running standalone:
 * tenant data (inlined or fetched), language, theme, store.
 */
export async function prepareHost(): Promise<HostContext> {
  const boot = await fetchBoot();
  const language = pickLanguage({
    query: new URLSearchParams(window.location.search).get('lng'),
    cookie: languageCookie(),
    offered: boot.agency?.languages ?? ['en'],
  });
  applyTheme(themeFor(boot.agency?.primaryColor));
  await initI18n(language);
  return { boot, store: makeStoreFromBoot(boot, language), language };
}
