import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import type { Booking } from '@travel/contracts';
import { modalOpened, selectAgency, selectAuthStatus, useAppDispatch, useAppSelector, useLazyBookingQuery, type ApiQueryError } from '@travel/store';
import { TextField } from '@travel/ui/booking';
// The account pages' layout (.account-page), which this page, open to everyone, shares.
import '@travel/ui/account';
import { ACCOUNT_PATHS } from '../sections';
import { TripDetail } from '../trips/TripDetail';
import { LOOKUP_FIELDS, lookupErrors, lookupFailure, normaliseReference, type LookupField, type LookupValues } from './findBookingRules';
import '../trips/trips.css';

/**
 * /mytrip/find-booking: a booking made without an account, found again with its reference
 * and the lead traveller's email, then shown with its voucher and the cancellation the API
 * allows. `?reference=` fills in the reference (the confirmation page links here with it).
 */
export function FindBookingPage() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const agency = useAppSelector(selectAgency);
  const authStatus = useAppSelector(selectAuthStatus);
  const [params] = useSearchParams();
  const [values, setValues] = useState<LookupValues>({ reference: params.get('reference') ?? '', email: '' });
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<{ booking: Booking; email: string } | null>(null);
  const [lookUp, { isFetching }] = useLazyBookingQuery();
  const form = useRef<HTMLFormElement>(null);
  const foundHeading = useRef<HTMLHeadingElement>(null);
  const errors = checked ? lookupErrors(values) : {};
  const error = (field: LookupField) => (errors[field] ? `account:${errors[field]}` : undefined);

  // The booking appears under the form: the heading is where reading goes on (and is announced).
  useEffect(() => {
    if (found) foundHeading.current?.focus();
  }, [found]);

  const edit = (field: LookupField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalid = LOOKUP_FIELDS.find((field) => lookupErrors(values)[field]);
    if (invalid) {
      form.current?.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const lookup = { reference: normaliseReference(values.reference), email: values.email.trim() };
    setFailure(null);
    setFound(null);
    try {
      const booking = await lookUp(lookup).unwrap();
      setFound({ booking, email: lookup.email });
    } catch (rejection) {
      setFailure(lookupFailure(rejection as ApiQueryError));
    }
  };

  return (
    <div className="account-page container find-booking">
      <h1>{t('findBooking.title')}</h1>
      <p className="dashboard-hint">{t('findBooking.intro', { agency: agency?.agencyName ?? '' })}</p>
      <form ref={form} className="settings-form find-booking-form card" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          path="reference"
          label={t('findBooking.reference')}
          value={values.reference}
          onValue={edit('reference')}
          error={error('reference')}
          hint={t('findBooking.referenceHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
        />
        <TextField
          path="email"
          label={t('findBooking.email')}
          value={values.email}
          onValue={edit('email')}
          error={error('email')}
          hint={t('findBooking.emailHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          dir="ltr"
        />
        {failure ? (
          <div className="form-alert" role="alert">
            <p>{t(failure)}</p>
            {failure === 'findBooking.notFound' && authStatus === 'signedIn' ? (
              <p>
                {t('findBooking.myTripsHint')} <Link to={ACCOUNT_PATHS.traveller.mytrips}>{t('findBooking.myTrips')}</Link>
              </p>
            ) : null}
            {failure === 'findBooking.notFound' && authStatus === 'anonymous' && agency && !agency.isHideLoginOption ? (
              <p>
                {t('findBooking.logInHint')}{' '}
                <button type="button" className="account-link-button" onClick={() => dispatch(modalOpened('login'))}>{t('logIn')}</button>
              </p>
            ) : null}
          </div>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={isFetching} aria-busy={isFetching || undefined}>
            <Search aria-hidden="true" size={18} />
            {isFetching ? t('findBooking.searching') : t('findBooking.submit')}
          </button>
        </div>
      </form>
      {found ? (
        <section className="find-booking-result trip-detail" aria-labelledby="find-booking-found">
          <h2 id="find-booking-found" ref={foundHeading} tabIndex={-1} dir="auto">
            {found.booking.summary.title}
          </h2>
          <TripDetail key={found.booking.reference} booking={found.booking} email={found.email} />
        </section>
      ) : null}
    </div>
  );
}
