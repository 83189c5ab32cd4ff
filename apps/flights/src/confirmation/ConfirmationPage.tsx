import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CircleCheck, Printer } from 'lucide-react';
import { BOOKING_REFERENCE_PATTERN, FLIGHTS_BASE_PATH } from '@travel/contracts';
import { selectAuthStatus, useAppSelector, useBookingQuery, type ApiQueryError } from '@travel/store';
import { Ltr, Skeleton } from '@travel/ui';
import { rememberedBookingEmail, sentenceWithReference } from '@travel/ui/booking';
import { ETicket } from './ETicket';
import './confirmation.css';

const MY_TRIPS_PATH = '/mytrip/mytrips';

/** /booknow/flights/confirmation?reference=: the booking, its record locator and its e-ticket. */
export default function ConfirmationPage() {
  const { t } = useTranslation('flights');
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const valid = BOOKING_REFERENCE_PATTERN.test(reference);
  const authStatus = useAppSelector(selectAuthStatus);
  // A booking made without an account is found again with the email the checkout kept.
  const email = valid ? rememberedBookingEmail(window.sessionStorage, reference) : undefined;
  const booking = useBookingQuery({ reference, email }, { skip: !valid || authStatus === 'checking' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Another service's booking has its own confirmation page: here it is not found.
  const flightBooking = booking.data?.service === 'flights' ? booking.data : undefined;
  const loaded = flightBooking !== undefined;
  // The traveller arrives from the Pay button at the foot of the checkout: start at the heading (seen and announced).
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const searchLink = (
    <Link className="btn btn-outline" to={`${FLIGHTS_BASE_PATH}/search`}>
      {t('confirmation.bookMore')}
    </Link>
  );
  const myTripsLink = authStatus === 'signedIn' ? <Link className="btn btn-outline" to={MY_TRIPS_PATH}>{t('confirmation.myTrips')}</Link> : null;

  if (!valid || (booking.isError && (booking.error as ApiQueryError).status === 404) || (booking.data && !flightBooking)) {
    return (
      <div className="confirmation-page container">
        <h1>{t('confirmation.notFoundTitle')}</h1>
        <p className="form-alert" role="alert">{t('confirmation.notFound')}</p>
        <div className="confirmation-actions">
          {myTripsLink}
          {searchLink}
        </div>
      </div>
    );
  }
  if (booking.isError) {
    return (
      <div className="confirmation-page container">
        <h1>{t('confirmation.loadFailedTitle')}</h1>
        <p className="form-alert" role="alert">{sentenceWithReference((slot) => t('confirmation.loadFailed', { reference: slot }), reference)}</p>
        <button type="button" className="btn btn-primary" onClick={() => void booking.refetch()}>{t('confirmation.retry')}</button>
      </div>
    );
  }
  if (!flightBooking) {
    return (
      <div className="confirmation-page container" role="status">
        <span className="visually-hidden">{t('confirmation.loading')}</span>
        <Skeleton height={480} />
      </div>
    );
  }
  return (
    <div className="confirmation-page container">
      <header className="confirmation-header">
        <CircleCheck aria-hidden="true" size={40} className="confirmation-icon" />
        <div>
          <h1 ref={headingRef} tabIndex={-1}>{t(flightBooking.status === 'cancelled' ? 'confirmation.cancelledTitle' : 'confirmation.title')}</h1>
          <p className="confirmation-pnr">
            {t('confirmation.pnr')} <strong className="record-locator"><Ltr>{flightBooking.pnr}</Ltr></strong>
          </p>
          <p>{t('confirmation.text', { email: flightBooking.leadTraveller.email })}</p>
        </div>
      </header>
      <div className="confirmation-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} /> {t('confirmation.print')}
        </button>
        {myTripsLink}
        {searchLink}
      </div>
      <ETicket booking={flightBooking} />
    </div>
  );
}
