import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import {
  HOTELS_BASE_PATH,
  hotelConfirmationPath,
  hotelDetailsPath,
  parseHotelCheckout,
  splitPayment,
  type HotelBookingRequest,
  type HotelQuote,
} from '@travel/contracts';
import {
  selectAgency,
  selectAuthStatus,
  selectCurrency,
  selectLanguage,
  selectUser,
  useAppSelector,
  useCreateHotelBookingMutation,
  useHotelQuoteQuery,
  usePaymentGatewayQuery,
  type ApiQueryError,
} from '@travel/store';
import { Skeleton, apiProblem, useApiErrorText } from '@travel/ui';
import { CardPaymentForm, TermsCheckbox, TravellerFields, WalletToggle, formatMinor, formatMinorWithCode } from '@travel/ui/booking';
import { HotelSummary } from './HotelSummary';
import { SignInPanel } from './SignInPanel';
import { attemptKey, clearAttemptKey, rememberBookingEmail, renewAttemptKey } from './attemptKey';
import { NEW_ATTEMPT_AFTER, bookingFailure, type BookingFailure } from './bookingOutcome';
import { useCheckoutForm, type CheckoutValues } from './useCheckoutForm';
import './checkout.css';

/** The gateways this checkout can take payments through: 'stripe' is the built-in card gateway. */
const CARD_GATEWAYS: ReadonlySet<string> = new Set(['stripe']);

/** /booknow/hotels/checkout?hotelId&checkIn&checkOut&rooms&roomId (issue 5, step 4). */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const selection = useMemo(() => parseHotelCheckout(params), [params]);
  const agency = useAppSelector(selectAgency);
  const authStatus = useAppSelector(selectAuthStatus);

  if (!selection) {
    return (
      <CheckoutFrame>
        <p className="form-alert" role="alert">{t('page.badLink')}</p>
        <Link className="btn btn-primary" to={`${HOTELS_BASE_PATH}/search`}>{t('page.searchAgain')}</Link>
      </CheckoutFrame>
    );
  }
  if (!agency || authStatus === 'checking') {
    return (
      <CheckoutFrame>
        <Skeleton height={320} />
      </CheckoutFrame>
    );
  }
  if (authStatus === 'anonymous' && !agency.allowNonLoginFlow) {
    return (
      <CheckoutFrame backTo={hotelDetailsPath(selection)}>
        <SignInPanel agency={agency} />
      </CheckoutFrame>
    );
  }
  return <CheckoutWithQuote selection={selection} />;
}

function CheckoutFrame({ children, backTo }: { children: React.ReactNode; backTo?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="checkout-page container">
      {backTo ? (
        <Link className="checkout-back" to={backTo}>
          <ArrowLeft aria-hidden="true" size={16} /> {t('page.back')}
        </Link>
      ) : null}
      <h1>{t('page.title')}</h1>
      {children}
    </div>
  );
}

type Selection = NonNullable<ReturnType<typeof parseHotelCheckout>>;

function CheckoutWithQuote({ selection }: { selection: Selection }) {
  const { t } = useTranslation('checkout');
  const { problemText } = useApiErrorText();
  const currency = useAppSelector(selectCurrency);
  const backTo = hotelDetailsPath(selection);
  const request = { hotelId: selection.hotelId, roomId: selection.roomId, checkIn: selection.checkIn, checkOut: selection.checkOut, rooms: selection.rooms, currency };
  // Never a cached price: the checkout asks the server every time it opens.
  const quote = useHotelQuoteQuery(request, { refetchOnMountOrArgChange: true });

  if (quote.isLoading || (!quote.data && quote.isFetching)) {
    return (
      <CheckoutFrame backTo={backTo}>
        <p className="checkout-loading" role="status">{t('page.loadingQuote')}</p>
        <Skeleton height={320} />
      </CheckoutFrame>
    );
  }
  if (!quote.data) {
    const problem = apiProblem(quote.error);
    const notFound = problem.key === 'errors.NOT_FOUND';
    return (
      <CheckoutFrame backTo={backTo}>
        <div className="form-alert" role="alert">
          <p>{notFound ? t('page.notFound') : problem.retry ? t('page.quoteFailed') : problemText(problem)}</p>
        </div>
        <div className="checkout-actions-row">
          {problem.retry ? <button type="button" className="btn btn-primary" onClick={() => void quote.refetch()}>{t('page.retry')}</button> : null}
          <Link className="btn btn-outline" to={backTo}>{t('page.chooseAnother')}</Link>
        </div>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame backTo={backTo}>
      <CheckoutForm quote={quote.data} refetchQuote={() => void quote.refetch()} backTo={backTo} />
    </CheckoutFrame>
  );
}

function bookingRequest(quote: HotelQuote, values: CheckoutValues, payment: { useWallet: boolean; cardNeeded: boolean }, currency: string): HotelBookingRequest {
  const { lead, otherGuests, specialRequests } = values.traveller;
  return {
    hotelId: quote.hotel.id,
    roomId: quote.room.roomId,
    checkIn: quote.stay.start,
    checkOut: quote.stay.end,
    rooms: quote.rooms,
    currency,
    expectedTotal: quote.charge.totalRate,
    leadTraveller: { ...lead },
    guests: [{ firstName: lead.firstName, lastName: lead.lastName }, ...otherGuests],
    specialRequests,
    payment: { useWallet: payment.useWallet, ...(payment.cardNeeded ? { card: { ...values.card } } : {}) },
    acceptTerms: true,
  };
}

function CheckoutForm({ quote, refetchQuote, backTo }: { quote: HotelQuote; refetchQuote: () => void; backTo: string }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const location = useLocation();
  const checkoutUrl = location.pathname + location.search;
  const agency = useAppSelector(selectAgency);
  const user = useAppSelector(selectUser);
  const language = useAppSelector(selectLanguage);
  const currency = useAppSelector(selectCurrency);
  const gateway = usePaymentGatewayQuery();
  const [createBooking, { isLoading: paying }] = useCreateHotelBookingMutation();
  const { problemText } = useApiErrorText();

  const wallet = quote.wallet;
  const [useWalletCredits, setUseWalletCredits] = useState(false);
  const walletUsed = useWalletCredits && wallet !== null;
  const split = splitPayment(quote.charge.totalRate, wallet?.balance ?? 0, walletUsed);
  const cardNeeded = split.cardAmount > 0;
  const form = useCheckoutForm(quote.rooms.length, cardNeeded);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  /** The total the traveller last saw, when the server's price moved away from it. */
  const [priceBefore, setPriceBefore] = useState<{ amount: number; currency: string } | null>(null);
  const [submits, setSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // The lead traveller is the signed-in traveller, unless something was typed already.
  const { update } = form;
  useEffect(() => {
    if (!user) return;
    const { first_name: firstName, last_name: lastName, email } = user.personal_info;
    update((before) =>
      before.traveller.lead.email ? before : { ...before, traveller: { ...before.traveller, lead: { ...before.traveller.lead, firstName, lastName, email } } },
    );
  }, [user, update]);

  // After a submit with errors, focus goes to the first field marked invalid.
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  const gatewayReady = gateway.data !== undefined && CARD_GATEWAYS.has(gateway.data);
  const soldOut = failure?.kind === 'soldOut' || !quote.bookable;
  const charged = (minor: number) => formatMinorWithCode(minor, quote.charge.currency, language);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (paying || soldOut) return;
    setSubmits((n) => n + 1);
    if (!form.submit()) return;
    setFailure(null);
    setPriceBefore(null);
    const storage = window.sessionStorage;
    const result = await createBooking({
      idempotencyKey: attemptKey(storage, checkoutUrl),
      body: bookingRequest(quote, form.values, { useWallet: walletUsed, cardNeeded }, currency),
      signedIn: user !== null,
    });
    if ('data' in result && result.data) {
      clearAttemptKey(storage, checkoutUrl);
      if (!user) rememberBookingEmail(storage, result.data.reference, result.data.leadTraveller.email);
      navigate(hotelConfirmationPath(result.data.reference));
      return;
    }
    const outcome = bookingFailure(result.error as ApiQueryError);
    if (NEW_ATTEMPT_AFTER.has(outcome.kind)) renewAttemptKey(storage, checkoutUrl);
    if (outcome.kind === 'priceChanged') {
      setPriceBefore({ amount: quote.display.totalRate, currency: quote.display.currency });
      refetchQuote();
    }
    if (outcome.kind === 'walletUnavailable') {
      setUseWalletCredits(false);
      refetchQuote();
    }
    if (outcome.kind === 'field') form.setServerError(outcome.path, outcome.messageKey);
    setFailure(outcome);
  }

  const errorCount = Object.keys(form.visibleErrors).length;
  const payLabel = cardNeeded ? t('pay.button', { amount: charged(split.cardAmount) }) : t('pay.credits');

  return (
    <div className="checkout-layout">
      <HotelSummary quote={quote} split={walletUsed ? split : undefined} />
      <form ref={formRef} className="checkout-form" noValidate onSubmit={(event) => void pay(event)} aria-labelledby="checkout-form-title">
        <h2 id="checkout-form-title" className="visually-hidden">{t('page.formTitle')}</h2>
        <TravellerFields
          values={form.values.traveller}
          errors={form.visibleErrors}
          onChange={(traveller) => form.update((before) => ({ ...before, traveller }))}
          onBlur={form.blur}
          disabled={paying}
        />

        {wallet ? (
          <WalletToggle balance={wallet.balance} currency={wallet.currency} total={quote.charge.totalRate} checked={useWalletCredits} onChange={setUseWalletCredits} disabled={paying} />
        ) : null}

        {gateway.isLoading ? <Skeleton height={240} /> : null}
        {!gateway.isLoading && !gatewayReady ? (
          <p className="form-alert" role="alert">{t('gateway.unavailable', { agency: agency?.agencyName ?? '' })}</p>
        ) : null}
        {gatewayReady && cardNeeded ? (
          <CardPaymentForm
            values={form.values.card}
            errors={form.visibleErrors}
            onChange={(card) => form.update((before) => ({ ...before, card }))}
            onBlur={form.blur}
            declined={failure?.kind === 'declined' ? t('outcome.declined') : undefined}
            disabled={paying}
          />
        ) : null}

        <div className="checkout-section card checkout-confirm">
          <TermsCheckbox
            agencyId={agency?.id ?? 0}
            checked={form.values.acceptTerms}
            onChange={(acceptTerms) => form.update((before) => ({ ...before, acceptTerms }))}
            error={form.visibleErrors.acceptTerms}
            disabled={paying}
          />
          {priceBefore ? (
            <p className="form-notice" role="alert">
              {t('outcome.priceChanged', {
                from: formatMinor(priceBefore.amount, priceBefore.currency, language),
                to: formatMinor(quote.display.totalRate, quote.display.currency, language),
              })}
            </p>
          ) : null}
          {soldOut ? (
            <div className="form-alert" role="alert">
              <p>{t('outcome.soldOut')}</p>
              <Link to={backTo}>{t('page.chooseAnother')}</Link>
            </div>
          ) : null}
          {failure && failure.kind !== 'declined' && failure.kind !== 'soldOut' && failure.kind !== 'priceChanged' ? (
            <p className="form-alert" role="alert">
              {failure.kind === 'other' ? t('outcome.other', { message: problemText(failure.problem) }) : t(`outcome.${failure.kind}`)}
            </p>
          ) : null}
          {errorCount > 0 && submits > 0 && !failure ? <p className="field-error">{t('errors.fix', { count: errorCount })}</p> : null}
          {gatewayReady ? (
            <button type="submit" className="btn btn-primary checkout-pay" disabled={paying || soldOut} aria-busy={paying || undefined}>
              {paying ? <span className="btn-busy" aria-hidden="true" /> : null}
              {paying ? t('pay.busy') : payLabel}
            </button>
          ) : null}
          {quote.display.currency !== quote.charge.currency && cardNeeded ? (
            <p className="field-hint">{t('summary.chargedAs', { amount: charged(split.cardAmount) })}</p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
