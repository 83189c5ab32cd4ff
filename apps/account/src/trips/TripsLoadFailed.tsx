import { useTranslation } from 'react-i18next';

/** The bookings (or, by `message`, what else a page lists with them) could not be loaded: say so, and offer to ask again. */
export function TripsLoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="form-alert" role="alert">
      <p>{message ?? t('trips.loadFailed')}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>{t('trips.retry')}</button>
    </div>
  );
}
