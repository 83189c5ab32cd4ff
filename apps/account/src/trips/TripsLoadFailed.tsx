import { useTranslation } from 'react-i18next';

/** The bookings could not be loaded: say so, and offer to ask again. */
export function TripsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="form-alert" role="alert">
      <p>{t('trips.loadFailed')}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>{t('trips.retry')}</button>
    </div>
  );
}
