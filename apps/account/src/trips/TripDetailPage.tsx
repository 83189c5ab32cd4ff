import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { BOOKING_REFERENCE_PATTERN } from '@travel/contracts';
import { useBookingQuery, type ApiQueryError } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { MY_TRIPS_PATH } from './paths';
import { TripDetail } from './TripDetail';

/** /mytrip/mytrips/:reference: a booking of any service, printing, and cancelling. */
export function TripDetailPage() {
  const { t } = useTranslation('account');
  const { reference = '' } = useParams();
  const valid = BOOKING_REFERENCE_PATTERN.test(reference);
  const booking = useBookingQuery({ reference }, { skip: !valid });

  const back = (
    <Link className="trips-back" to={MY_TRIPS_PATH}>
      <ArrowLeft aria-hidden="true" size={16} /> {t('trips.back')}
    </Link>
  );
  if (!valid || (booking.isError && (booking.error as ApiQueryError).status === 404)) {
    return (
      <div className="account-page container trip-detail">
        {back}
        <h1>{t('trips.notFoundTitle')}</h1>
        <p className="form-alert" role="alert">{t('trips.notFound')}</p>
      </div>
    );
  }
  if (booking.isError) {
    return (
      <div className="account-page container trip-detail">
        {back}
        <p className="form-alert" role="alert">{t('trips.loadFailed')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void booking.refetch()}>{t('trips.retry')}</button>
      </div>
    );
  }
  if (!booking.data) {
    return (
      <div className="account-page container trip-detail">
        <Skeleton height={480} />
      </div>
    );
  }
  return (
    <div className="account-page container trip-detail">
      {back}
      <h1 dir="auto">{booking.data.summary.title}</h1>
      <TripDetail booking={booking.data} />
    </div>
  );
}
