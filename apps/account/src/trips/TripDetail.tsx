import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { isoDay, type Booking } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { CancelBookingDialog, formatMinor, mayCancel, notifySuccess } from '@travel/ui/booking';
import { ConfirmationLink } from './ConfirmationLink';
import { ServiceTripDetail, printableHere } from './serviceTripParts';

/**
 * One booking of any service: printing, its confirmation page, cancelling while it may be
 * cancelled, and its detail (its service's own, or its summary). `email` is how a booking made
 * without an account is reached (Find my booking); My Trips needs none.
 */
export function TripDetail({ booking, email }: { booking: Booking; email?: string }) {
  const { t } = useTranslation('account');
  const language = useAppSelector(selectLanguage);
  const [cancelling, setCancelling] = useState(false);
  const [cancelledNow, setCancelledNow] = useState<Booking | null>(null);
  const trip = cancelledNow ?? booking;
  const refunded = cancelledNow?.cancelled ? formatMinor(cancelledNow.cancelled.refund.total, cancelledNow.cancelled.currency, language) : null;

  return (
    <>
      {refunded !== null ? (
        <p className="form-success" role="status">{t('trips.cancel.done', { amount: refunded })}</p>
      ) : null}
      <div className="trip-actions">
        {/* Only a voucher prints here; the others print from their service's confirmation page. */}
        {printableHere(trip) ? (
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" size={18} /> {t('trips.print')}
          </button>
        ) : null}
        <ConfirmationLink booking={trip} email={email} />
        {mayCancel(trip, isoDay(new Date())) ? (
          <button type="button" className="btn btn-danger-outline" onClick={() => setCancelling(true)}>
            {t('trips.cancel.open')}
          </button>
        ) : null}
      </div>
      <ServiceTripDetail booking={trip} />
      {cancelling ? (
        <CancelBookingDialog
          booking={trip}
          email={email}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            setCancelling(false);
            setCancelledNow(cancelled);
            notifySuccess(t('trips.cancel.toast', { reference: cancelled.reference }));
          }}
        />
      ) : null}
    </>
  );
}
