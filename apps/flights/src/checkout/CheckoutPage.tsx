import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FLIGHTS_BASE_PATH, bookingConfirmationPath, parseFlightOffer, parseFlightReservation, type FlightOfferQuery, type FlightQuote } from '@travel/contracts';
import { selectCurrency, useAppSelector } from '@travel/store';
import { CheckoutAccess, CheckoutBadLink, CheckoutQuoteFrame, ServiceCheckoutForm, useBookingOrigin, useCheckout, useProposalBackLink, type BackLink } from '@travel/ui/booking';
import { useCreateFlightBookingMutation, useFlightQuoteQuery } from '../bookingApi';
import { RESERVATION_PATH, flightQuoteRequest, reservationBackLinks } from '../reservation/selection';
import { FlightSummary } from './FlightSummary';
import { PassengerFields } from './PassengerFields';
import { flightBookingRequest, passengerFields, tripDaysOf } from './passengerDetails';
import '../flights.css';
import './checkout.css';

/**
 * /booknow/flights/checkout?<the reservation's parameters>: the booking kit around a trip and its
 * passengers. A proposal's flight comes with its offer alone (flightOfferCheckoutPath): no search
 * to go back to, but the proposal, and no account needed.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('flights');
  const [params] = useSearchParams();
  const reservation = useMemo(() => parseFlightReservation(params), [params]);
  const toProposal = useProposalBackLink('flights');
  const offer = useMemo(() => (reservation ?? (toProposal ? parseFlightOffer(params) : undefined)), [reservation, toProposal, params]);

  if (!offer) {
    return <CheckoutBadLink text={t('checkout.badLink')} searchAgain={{ to: `${FLIGHTS_BASE_PATH}/search`, label: t('results.newSearch') }} />;
  }
  // Back to the review of this trip (the same parameters under its path), or to the proposal.
  const back = toProposal ?? { to: `${RESERVATION_PATH}?${params.toString()}`, label: t('checkout.back') };
  const chooseAnother = toProposal ?? (reservation ? { to: reservationBackLinks(reservation).results, label: t('details.backToResults') } : back);
  return (
    <CheckoutAccess back={back} signInText={(agency) => t('checkout.signIn', { agency })} open={toProposal !== undefined}>
      <TripCheckout offer={offer} back={back} chooseAnother={chooseAnother} />
    </CheckoutAccess>
  );
}

function TripCheckout({ offer, back, chooseAnother }: { offer: FlightOfferQuery; back: BackLink; chooseAnother: BackLink }) {
  const { t } = useTranslation('flights');
  const currency = useAppSelector(selectCurrency);
  // Never a cached price: the checkout asks the server every time it opens.
  const quote = useFlightQuoteQuery(flightQuoteRequest(offer, currency), { refetchOnMountOrArgChange: true });
  return (
    <CheckoutQuoteFrame back={back} query={quote} chooseAnother={chooseAnother} notFoundText={t('reservation.gone')}>
      {(fresh, refetchQuote) => <TripCheckoutForm quote={fresh} refetchQuote={refetchQuote} chooseAnother={chooseAnother} />}
    </CheckoutQuoteFrame>
  );
}

const confirmationPath = (reference: string): string => bookingConfirmationPath({ service: 'flights', reference }) ?? `${FLIGHTS_BASE_PATH}/confirmation`;

function TripCheckoutForm({ quote, refetchQuote, chooseAnother }: { quote: FlightQuote; refetchQuote: () => void; chooseAnother: BackLink }) {
  const { t } = useTranslation('flights');
  const currency = useAppSelector(selectCurrency);
  const origin = useBookingOrigin();
  const [createBooking] = useCreateFlightBookingMutation();
  const { first, last, international } = tripDaysOf(quote);
  // The rules change only with the trip's days: a new price (a refetch) keeps the same flights.
  const fields = useMemo(() => passengerFields(quote.passengers, { first, last, international }), [quote.passengers, first, last, international]);
  const checkout = useCheckout({
    quote,
    refetchQuote,
    fields,
    book: (attempt) => createBooking({ idempotencyKey: attempt.idempotencyKey, body: flightBookingRequest(quote, attempt, currency, origin), signedIn: attempt.signedIn }),
    confirmationPath,
  });
  const { form, paying } = checkout;

  return (
    <ServiceCheckoutForm
      checkout={checkout}
      summary={<FlightSummary quote={quote} split={checkout.walletSplit} />}
      leadIntro={t('checkout.contactIntro')}
      soldOut={{ text: t('checkout.soldOut'), chooseAnother }}
      wording="booking"
    >
      <PassengerFields
        passengers={form.values.extra.passengers}
        international={quote.international}
        errors={form.visibleErrors}
        onChange={(passengers) => form.update((before) => ({ ...before, extra: { passengers } }))}
        onBlur={form.blur}
        disabled={paying}
      />
    </ServiceCheckoutForm>
  );
}
