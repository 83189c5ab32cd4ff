import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { isoDay, type Booking } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Voucher, formatMinor, notifySuccess } from '@travel/ui/booking';
import { CancelBookingDialog } from './CancelBookingDialog';
import { mayCancel } from './tripTabs';

/**
 * One booking: printing, cancelling while it may be cancelled, and the voucher. `email` is
 * how a booking made without an account is reached (Find my booking); My Trips needs none.
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
