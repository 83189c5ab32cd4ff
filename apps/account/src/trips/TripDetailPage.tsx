import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Printer } from 'lucide-react';
import { BOOKING_REFERENCE_PATTERN, isoDay, type Booking } from '@travel/contracts';
import { selectLanguage, useAppSelector, useBookingQuery, type ApiQueryError } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { Voucher, formatMinor, notifySuccess } from '@travel/ui/booking';
import { CancelBookingDialog } from './CancelBookingDialog';
import { MY_TRIPS_PATH } from './paths';
import { mayCancel } from './tripTabs';

/** /mytrip/mytrips/:reference: the voucher, printing, and cancelling. */
export function TripDetailPage() {
  const { t } = useTranslation('account');
  const { reference = '' } = useParams();
  const valid = BOOKING_REFERENCE_PATTERN.test(reference);
  const booking = useBookingQuery({ reference }, { skip: !valid });
  const language = useAppSelector(selectLanguage);
  const [cancelling, setCancelling] = useState(false);
  const [cancelledNow, setCancelledNow] = useState<Booking | null>(null);

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

  const trip = booking.data;
  const refunded = cancelledNow?.cancelled ? formatMinor(cancelledNow.cancelled.refund.total, cancelledNow.cancelled.currency, language) : null;
  return (
    <div className="account-page container trip-detail">
      {back}
      <h1 dir="auto">{trip.hotel.name}</h1>
      {refunded !== null ? (
        <p className="form-success" role="status">{t('trips.cancel.done', { amount: refunded })}</p>
      ) : null}
      <div className="trip-actions">
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} /> {t('trips.print')}
        </button>
        {mayCancel(trip, isoDay(new Date())) ? (
          <button type="button" className="btn btn-danger-outline" onClick={() => setCancelling(true)}>
            {t('trips.cancel.open')}
          </button>
        ) : null}
      </div>
      <Voucher booking={trip} />
      {cancelling ? (
        <CancelBookingDialog
          booking={trip}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            setCancelling(false);
            setCancelledNow(cancelled);
            notifySuccess(t('trips.cancel.toast', { reference: cancelled.reference }));
          }}
        />
      ) : null}
    </div>
  );
}
