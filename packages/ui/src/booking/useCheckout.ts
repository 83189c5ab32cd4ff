import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CLIENT_BOOKING_PARAM, proposalIdIn, splitPayment, withProposalId, withQueryParam, type PaymentSplit, type Rates } from '@travel/contracts';
import { selectUser, useAppSelector, usePaymentGatewayQuery } from '@travel/store';
import type { FailedCall } from '../errors/apiProblem';
import { useBookingClient } from '../journey/bookingForClient';
import { attemptKey, clearAttemptKey, rememberBookingEmail, renewAttemptKey } from './attemptKey';
import { NEW_ATTEMPT_AFTER, bookingFailure, type BookingFailure, type FormFieldPath } from './bookingOutcome';
import type { CardValues } from './rules';
import { useBookingForm, type BookingForm, type BookingFormValues, type ServiceFields } from './useBookingForm';

/** The gateways a checkout can take payments through: the built-in card gateway answers for both names (apps/api/src/payments/gateways.ts). */
const CARD_GATEWAYS: ReadonlySet<string> = new Set(['stripe', 'demo']);

/** What every service's fresh quote says that paying needs. */
export interface PayableQuote {
  /** What is charged, in the offer's currency. */
  charge: Rates;
  /** The same price in the traveller's display currency. */
  display: Rates;
  /** The credits a signed-in traveller can use, in the charge currency; null for none. */
  wallet: { balance: number; currency: string } | null;
  bookable: boolean;
}

/** One press of Pay, for the service to turn into its booking request. */
export interface BookingAttempt<Extra> {
  idempotencyKey: string;
  values: BookingFormValues<Extra>;
  /** The card only when it pays something. */
  payment: { useWallet: boolean; card?: CardValues };
  signedIn: boolean;
}

/** What a booking call settles with, as the store's mutations hand it over. */
export type BookingCallResult = { data: { reference: string; leadTraveller: { email: string } }; error?: undefined } | { data?: undefined; error: unknown };

export interface CheckoutOptions<Extra> {
  quote: PayableQuote;
  /** Asks the server for the price again: after PRICE_CHANGED, or wallet credits that can no longer pay. */
  refetchQuote: () => void;
  /** The service's own fields, and which of its API paths name them (for the server's field errors). */
  fields: ServiceFields<Extra> & { pathOf: FormFieldPath };
  book: (attempt: BookingAttempt<Extra>) => Promise<BookingCallResult>;
  /** The service's confirmation page of a booking just made. */
  confirmationPath: (reference: string) => string;
}

export interface Checkout<Extra> {
  quote: PayableQuote;
  form: BookingForm<Extra>;
  /** The traveller chose to pay with credits first (only offered with a wallet). */
  useWallet: boolean;
  setUseWallet: (use: boolean) => void;
  /** How the charge is paid, when wallet credits take part. */
  walletSplit: PaymentSplit | undefined;
  /** What the card pays (the whole charge without credits). */
  cardAmount: number;
  gateway: { loading: boolean; ready: boolean };
  failure: BookingFailure | null;
  /** The total the traveller last saw, when the server's price moved away from it. */
  priceBefore: { amount: number; currency: string } | null;
  soldOut: boolean;
  paying: boolean;
  /** Presses of Pay so far: after each, focus goes to the first field marked invalid. */
  submits: number;
  pay: (event: FormEvent) => Promise<void>;
}

/**
 * A checkout's shared behaviour: the form, the wallet and card split, the gateway, and one
 * press of Pay - the idempotency key per attempt, the booking call, then the confirmation or
 * what the failure asks for (a new price shown before a second click books it, a field marked).
 */
export function useCheckout<Extra>({ quote: priced, refetchQuote, fields, book, confirmationPath }: CheckoutOptions<Extra>): Checkout<Extra> {
  const navigate = useNavigate();
  const location = useLocation();
  const checkoutUrl = location.pathname + location.search;
  const user = useAppSelector(selectUser);
  const gateway = usePaymentGatewayQuery();
  // An agency that does not take wallet credits (its Payment Settings): the checkout offers none; the API refuses them too.
  const quote = gateway.data?.walletOffered === false ? { ...priced, wallet: null } : priced;

  const [useWallet, setUseWallet] = useState(false);
  const walletUsed = useWallet && quote.wallet !== null;
  const split = splitPayment(quote.charge.totalRate, quote.wallet?.balance ?? 0, walletUsed);
  const cardNeeded = split.cardAmount > 0;
  const form = useBookingForm(fields, cardNeeded);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [priceBefore, setPriceBefore] = useState<Checkout<Extra>['priceBefore']>(null);
  const [paying, setPaying] = useState(false);
  const [submits, setSubmits] = useState(0);
  const soldOut = failure?.kind === 'soldOut' || !quote.bookable;

  // The lead traveller is the signed-in traveller, or the client an agent books for (and the
  // service's own fields theirs too), unless something was typed already.
  const { update } = form;
  const forClient = useBookingClient();
  const bookingForClient = forClient !== undefined;
  const client = forClient?.client;
  const { forClient: serviceFieldsFor } = fields;
  useEffect(() => {
    if (client) {
      const lead = { firstName: client.firstName, lastName: client.lastName, email: client.email, phone: client.phone };
      update((before) => (before.lead.email ? before : { ...before, lead, extra: serviceFieldsFor ? serviceFieldsFor(before.extra, client) : before.extra }));
      return;
    }
    // Booking for a client whose record is still on its way: never the agent's own details meanwhile.
    if (!user || bookingForClient) return;
    const { first_name: firstName, last_name: lastName, email } = user.personal_info;
    update((before) => (before.lead.email ? before : { ...before, lead: { ...before.lead, firstName, lastName, email } }));
  }, [user, client, bookingForClient, serviceFieldsFor, update]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (paying || soldOut) return;
    setSubmits((n) => n + 1);
    if (!form.submit()) return;
    setFailure(null);
    setPriceBefore(null);
    setPaying(true);
    const storage = window.sessionStorage;
    const result = await book({
      idempotencyKey: attemptKey(storage, checkoutUrl),
      values: form.values,
      payment: { useWallet: walletUsed, ...(cardNeeded ? { card: { ...form.values.card } } : {}) },
      signedIn: user !== null,
    });
    setPaying(false);
    if (result.data) {
      clearAttemptKey(storage, checkoutUrl);
      if (!user) rememberBookingEmail(storage, result.data.reference, result.data.leadTraveller.email);
      // A proposal's booking: its confirmation leads back to the proposal's other offers; a client's, to the client.
      const proposalId = proposalIdIn(new URLSearchParams(location.search));
      const confirmation = confirmationPath(result.data.reference);
      if (proposalId) navigate(withProposalId(confirmation, proposalId));
      else navigate(forClient ? withQueryParam(confirmation, CLIENT_BOOKING_PARAM, forClient.id) : confirmation);
      return;
    }
    const outcome = bookingFailure(result.error as FailedCall, fields.pathOf);
    if (NEW_ATTEMPT_AFTER.has(outcome.kind)) renewAttemptKey(storage, checkoutUrl);
    if (outcome.kind === 'priceChanged') {
      setPriceBefore({ amount: quote.display.totalRate, currency: quote.display.currency });
      refetchQuote();
    }
    if (outcome.kind === 'walletUnavailable') {
      setUseWallet(false);
      refetchQuote();
    }
    if (outcome.kind === 'field') form.setServerError(outcome.path, outcome.messageKey);
    setFailure(outcome);
  }

  return {
    quote,
    form,
    useWallet,
    setUseWallet,
    walletSplit: walletUsed ? split : undefined,
    cardAmount: split.cardAmount,
    gateway: { loading: gateway.isLoading, ready: gateway.data !== undefined && CARD_GATEWAYS.has(gateway.data.gateway) },
    failure,
    priceBefore,
    soldOut,
    paying,
    submits,
    pay,
  };
}
