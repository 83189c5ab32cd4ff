import { i18n } from '@travel/i18n';

/** 'Something went wrong.' (SPEC 4, 8); in English when translations could not load either. */
export function StartupFailed() {
  const t = (key: string, english: string) => (i18n.isInitialized ? i18n.t(key) : english);
  return (
    <main className="startup-message" role="alert">
      <h1>{t('errors.somethingWentWrong', 'Something went wrong.')}</h1>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.reload', 'Reload the page')}
      </button>
    </main>
  );
}
