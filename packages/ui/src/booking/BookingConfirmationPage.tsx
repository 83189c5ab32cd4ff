import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CircleCheck, Printer } from 'lucide-react';
import { BOOKING_REFERENCE_PATTERN, type Booking } from '@travel/contracts';
import { selectAuthStatus, useAppSelector, useBookingQuery, type ApiQueryError } from '@travel/store';
import { Skeleton } from '../Skeleton';
import { rememberedBookingEmail } from './attemptKey';
import { useClientBackLink, useProposalBackLink } from './bookingOrigin';
import { sentenceWithReference } from './BookingReference';
import './confirmation.css';

const MY_TRIPS_PATH = '/mytrip/mytrips';

type BookingOf<S extends Booking['service']> = Extract<Booking, { service: S }>;

export interface BookingConfirmationPageProps<S extends Booking['service']> {
  service: S;
  /**
   * The service's namespace: its `confirmation.{title, print, myTrips, bookMore, notFoundTitle,
   * notFound, loadFailedTitle, loadFailed}` and `retryKey`.
   */
  namespace: string;
  retryKey: string;
  /** Where "book more" leads: the service's search. */
  bookMorePath: string;
  /** Said to screen readers while the booking loads. */
  loadingText?: string;
  /** The page's heading for the booking (a cancelled one may say so). */
  title: (booking: BookingOf<S>) => string;
  /** Under the heading: the reference, the record locator... */
  lead: (booking: BookingOf<S>) => ReactNode;
  /** Under the actions: the voucher or e-ticket, and notes for a booking made without an account (`email` found it). */
  children: (booking: BookingOf<S>, email: string | undefined) => ReactNode;
}

/**
 * A service's confirmation page (?reference=): the booking found with the signed-in account or
 * the email the checkout kept, its not-found, failed and loading states, the heading the
 * traveller lands on from Pay, print, My Trips and book more. Another service's booking is not found here.
 */
export function BookingConfirmationPage<S extends Booking['service']>({ service, namespace, retryKey, bookMorePath, loadingText, title, lead, children }: BookingConfirmationPageProps<S>) {
  const { t } = useTranslation(namespace);
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const valid = BOOKING_REFERENCE_PATTERN.test(reference);
  const authStatus = useAppSelector(selectAuthStatus);
  // A booking made without an account is found again with the email the checkout kept (in the
  // tab, so not on the server, whose render shows the page loading either way).
  const email = valid && typeof window !== 'undefined' ? rememberedBookingEmail(window.sessionStorage, reference) : undefined;
  const booking = useBookingQuery({ reference, email }, { skip: !valid || authStatus === 'checking' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const found = booking.data?.service === service ? (booking.data as BookingOf<S>) : undefined;
  useArrivalFocus(headingRef, found !== undefined);

  const myTrips = (primary: boolean) =>
    authStatus === 'signedIn' ? <Link className={`btn ${primary ? 'btn-primary' : 'btn-outline'}`} to={MY_TRIPS_PATH}>{t('confirmation.myTrips')}</Link> : null;
  // Booked from a proposal: back to it, where its other offers wait, rather than to a new search.
  const toProposal = useProposalBackLink(service);
  const bookMore = toProposal ? (
    <Link className="btn btn-outline" to={toProposal.to}>
      {toProposal.label}
    </Link>
  ) : (
    <Link className="btn btn-outline" to={bookMorePath}>{t('confirmation.bookMore')}</Link>
  );
  // An agent's booking for a client: back to the client's page.
  const toClient = useClientBackLink();

  if (!valid || (booking.isError && (booking.error as ApiQueryError).status === 404) || (booking.data && !found)) {
    return (
      <div className="confirmation-page container">
        <h1>{t('confirmation.notFoundTitle')}</h1>
        <p className="form-alert" role="alert">{t('confirmation.notFound')}</p>
        <div className="confirmation-actions">
          {myTrips(true)}
          {bookMore}
        </div>
      </div>
    );
  }
  if (booking.isError) {
    return (
      <div className="confirmation-page container">
        <h1>{t('confirmation.loadFailedTitle')}</h1>
        <p className="form-alert" role="alert">{sentenceWithReference((slot) => t('confirmation.loadFailed', { reference: slot }), reference)}</p>
        <button type="button" className="btn btn-primary" onClick={() => void booking.refetch()}>{t(retryKey)}</button>
      </div>
    );
  }
  if (!found) {
    return (
      <div className="confirmation-page container" role={loadingText ? 'status' : undefined}>
        {loadingText ? <span className="visually-hidden">{loadingText}</span> : null}
        <Skeleton height={480} />
      </div>
    );
  }
  return (
    <div className="confirmation-page container">
      <header className="confirmation-header">
        <CircleCheck aria-hidden="true" size={40} className="confirmation-icon" />
        <div>
          <h1 ref={headingRef} tabIndex={-1}>{title(found)}</h1>
          {lead(found)}
        </div>
      </header>
      <div className="confirmation-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} /> {t('confirmation.print')}
        </button>
        {myTrips(false)}
        {bookMore}
        {toClient ? (
          <Link className="btn btn-outline" to={toClient.to}>
            {toClient.label}
          </Link>
        ) : null}
      </div>
      {children(found, email)}
    </div>
  );
}

/** The traveller arrives from the Pay button at the foot of the checkout: start at the heading (seen and announced). */
function useArrivalFocus(heading: RefObject<HTMLHeadingElement | null>, loaded: boolean): void {
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [heading, loaded]);
}
