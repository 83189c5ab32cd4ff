import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CircleCheck, Printer } from 'lucide-react';
import { BOOKING_REFERENCE_PATTERN, HOTELS_BASE_PATH } from '@travel/contracts';
import { selectAgency, selectAuthStatus, useAppSelector, useBookingQuery, type ApiQueryError } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { BookingReference, Voucher, rememberedBookingEmail, sentenceWithReference } from '@travel/ui/booking';
import { NoAccountNotes } from './NoAccountNotes';
import './confirmation.css';

const MY_TRIPS_PATH = '/mytrip/mytrips';

/** /booknow/hotels/confirm-payment?reference= (issue 5, step 6): the booking and its voucher. */
export default function ConfirmationPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const valid = BOOKING_REFERENCE_PATTERN.test(reference);
  const authStatus = useAppSelector(selectAuthStatus);
  const agency = useAppSelector(selectAgency);
  // A booking made without an account is found again with the email the checkout kept.
  const email = valid ? rememberedBookingEmail(window.sessionStorage, reference) : undefined;
  const booking = useBookingQuery({ reference, email }, { skip: !valid || authStatus === 'checking' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Another service's booking has its own confirmation page: here it is not found.
  const hotelBooking = booking.data?.service === 'hotels' ? booking.data : undefined;
  const loaded = hotelBooking !== undefined;
  // The traveller arrives from the Pay button at the foot of the checkout: start at the heading (seen and announced).
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  if (!valid || (booking.isError && (booking.error as ApiQueryError).status === 404) || (booking.data && !hotelBooking)) {
    return (
      <div className="confirmation-page container">
        <h1>{t('confirmation.notFoundTitle')}</h1>
        <p className="form-alert" role="alert">{t('confirmation.notFound')}</p>
        <div className="confirmation-actions">
          {authStatus === 'signedIn' ? <Link className="btn btn-primary" to={MY_TRIPS_PATH}>{t('confirmation.myTrips')}</Link> : null}
          <Link className="btn btn-outline" to={`${HOTELS_BASE_PATH}/search`}>{t('confirmation.bookMore')}</Link>
        </div>
      </div>
    );
  }
  if (booking.isError) {
    return (
      <div className="confirmation-page container">
        <h1>{t('confirmation.loadFailedTitle')}</h1>
        <p className="form-alert" role="alert">{sentenceWithReference((slot) => t('confirmation.loadFailed', { reference: slot }), reference)}</p>
        <button type="button" className="btn btn-primary" onClick={() => void booking.refetch()}>{t('page.retry')}</button>
      </div>
    );
  }
  if (!hotelBooking) {
    return (
      <div className="confirmation-page container">
        <Skeleton height={480} />
      </div>
    );
  }
  return (
    <div className="confirmation-page container">
      <header className="confirmation-header">
        <CircleCheck aria-hidden="true" size={40} className="confirmation-icon" />
        <div>
          <h1 ref={headingRef} tabIndex={-1}>{t('confirmation.title')}</h1>
          <p>
            {t('confirmation.text')} <strong><BookingReference reference={hotelBooking.reference} /></strong>
          </p>
        </div>
      </header>
      <div className="confirmation-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} /> {t('confirmation.print')}
        </button>
        {authStatus === 'signedIn' ? <Link className="btn btn-outline" to={MY_TRIPS_PATH}>{t('confirmation.myTrips')}</Link> : null}
        <Link className="btn btn-outline" to={`${HOTELS_BASE_PATH}/search`}>{t('confirmation.bookMore')}</Link>
      </div>
      {/* Found with the email the checkout kept: a booking made without an account. */}
      {authStatus === 'anonymous' && email && agency ? <NoAccountNotes agency={agency} reference={hotelBooking.reference} email={email} /> : null}
      <Voucher booking={hotelBooking} />
    </div>
  );
}
