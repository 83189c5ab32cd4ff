// The checkout, confirmation and My Trips calls (issue 5), answering as apps/api does
// ("Bookings" in apps/api/README.md): the same statuses, codes and texts, requests checked
// with the contract schemas. Every room of hotel-catalogue.ts is for sale, priced as its
// details show it (hotel-offer.ts). Bookings live in memory until resetBookingsMock().
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  hotelBookingSummary,
  BOOKING_ERROR_CODES,
  CARD_DECLINED_TEXT,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  TEST_CARDS,
  bookingLookupQuerySchema,
  bookingParamsSchema,
  cancelBookingRequestSchema,
  cancellationRefund,
  cardBrand,
  cardDigits,
  cardExpired,
  hotelBookingRequestSchema,
  hotelQuoteOf,
  hotelQuoteRequestSchema,
  isoDay,
  parseExpiry,
  serviceByKey,
  splitPayment,
  tripTiming,
  type Agency,
  type Booking,
  type CancellationQuote,
  type HotelBooking,
  type HotelQuote,
  type VisibleRates,
} from '@travel/contracts';
import { travellerProfileFixture } from './api-fixtures';
import { viewerOf } from './auth';
import { catalogueHotel, type CatalogueRoom } from './hotel-catalogue';
import { offerFor, type HotelOffer, type HotelSelection, type InventoryNow, type OfferOutcome } from './hotel-offer';
import { cancellationOf } from './hotel-rates';
import { apiError, bodyOf, forAgency, queryOf, validated } from './respond';

const DAY_MS = 86_400_000;
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const addDays = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const today = () => isoDay(new Date());

interface StoredBooking {
  booking: Booking;
  /** Null for a booking made without an account. */
  owner: string | null;
}

interface MockState {
  bookings: Map<string, StoredBooking>;
  /** Idempotency key -> the request body it first came with and the booking it made. */
  replays: Map<string, { body: string; reference: string }>;
  /** Rooms left per room type, where a booking, a cancellation or setAvailable changed the catalogue's count (the same for every night, in the mock). */
  available: Map<number, number>;
  walletBalance: number;
  /** USD cents added to every stay's net from now on: a price change between results and checkout. */
  priceIncrease: number;
  bookingsMade: number;
}

const freshState = (): MockState => ({
  bookings: new Map(),
  replays: new Map(),
  available: new Map(),
  walletBalance: travellerProfileFixture.personal_info.credits.amount,
  priceIncrease: 0,
  bookingsMade: 0,
});

let state = freshState();

/** Test controls of the in-memory bookings. */
export const bookingsMock = {
  reset: () => {
    state = freshState();
  },
  /** Every stay's net goes up by this many USD cents, marked up and taxed like the rest (0 puts it back). */
  raisePrice: (cents: number) => {
    state.priceIncrease = cents;
  },
  setAvailable: (roomId: number, rooms: number) => {
    state.available.set(roomId, rooms);
  },
  /** A booking of the signed-in traveller (or of nobody, with owner null). */
  add: (booking: Booking, owner: string | null = travellerProfileFixture.id) => {
    state.bookings.set(booking.reference, { booking, owner });
  },
  bookings: (): Booking[] => [...state.bookings.values()].map((stored) => stored.booking),
  bookingsMade: () => state.bookingsMade,
  walletBalance: () => state.walletBalance,
};
export const resetBookingsMock = bookingsMock.reset;

function newReference(service: Booking['service']): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERENCE_LETTERS[Math.floor(Math.random() * REFERENCE_LETTERS.length)];
  return `${serviceByKey(service).referencePrefix}-${code}`;
}

const roomsLeft = (room: CatalogueRoom): number => state.available.get(room.roomId) ?? room.available;

const inventoryNow = (): InventoryNow => ({ roomsLeft, priceIncrease: state.priceIncrease });

/** The policy a booking keeps: in the charge currency, as the API's booking view states it. */
const bookedCancellation = (offer: HotelOffer) => cancellationOf(offer.freeCancellationDays, offer.stay.start, offer.charge, today());

const bookedPrice = (charge: VisibleRates): Booking['price'] => ({ currency: charge.currency, baseRate: charge.baseRate, taxAndFee: charge.taxAndFee, totalRate: charge.totalRate });

/** POST /api/hotels/quote's answer: the offer, and the wallet credits a signed-in traveller could use. */
const quoteOf = (offer: HotelOffer, signedIn: boolean): HotelQuote =>
  hotelQuoteOf(offer, signedIn && state.walletBalance > 0 ? { balance: state.walletBalance, currency: 'USD' } : null);

/** The selection priced now, for whoever asks (the agent-only fields for an unrestricted agent, as the API does). */
const priceNow = (selection: HotelSelection, request: Request): OfferOutcome => offerFor(selection, inventoryNow(), today(), viewerOf(request));

/** A cancelled booking's rooms are for sale again. */
function giveBack(booking: Booking): void {
  // The flights mock keeps no seat count: its journeys always have the timetable's seats.
  if (booking.service !== 'hotels') return;
  const room = catalogueHotel(booking.hotel.id)?.rooms.find((candidate) => candidate.roomId === booking.room.roomId);
  if (room) state.available.set(room.roomId, roomsLeft(room) + booking.rooms.length);
}

/** The demo account a request is signed in as (any other token is the traveller's, as in auth.ts). */
const signedInUser = (request: Request): string | null => viewerOf(request)?.id ?? null;
const signInFirst = () => apiError(401, ERROR_CODES.unauthorized, 'Log in to continue');

/** What cancelling now costs, by the service's terms as booked: a hotel's policy, a flight's fare brand. */
function cancellationPenalty(booking: Booking): { penalty: number; explanation: string } {
  if (booking.service === 'flights') {
    const seated = booking.passengers.filter((passenger) => passenger.type !== 'infant').length;
    switch (booking.brand.refund) {
      case 'full':
        return { penalty: 0, explanation: 'This Flex fare is fully refundable.' };
      case 'fee':
        return { penalty: Math.min(booking.brand.cancellationFee * seated, booking.price.baseRate), explanation: 'This fare has a cancellation fee per passenger.' };
      case 'taxesOnly':
        return { penalty: booking.price.totalRate - booking.price.taxAndFee, explanation: 'This Basic fare is not refundable; only the taxes come back.' };
    }
  }
  const policy = booking.cancellation;
  const penalty = 'freeUntil' in policy && policy.freeUntil >= today() ? 0 : 'penalty' in policy ? policy.penalty.amount : Math.round(booking.price.totalRate / booking.stay.nights);
  return { penalty, explanation: penalty === 0 ? 'Free cancellation: everything you paid comes back.' : policy.explanation };
}

/** What cancelling a booking now costs and gives back, as the API's quote says it (My Trips' and the Command Center's). */
export function cancellationQuoteOf(booking: Booking): CancellationQuote {
  const base = { reference: booking.reference, currency: booking.price.currency };
  const paid = { cardAmount: booking.payment.card?.amount ?? 0, walletAmount: booking.payment.walletAmount };
  if (booking.status === 'cancelled' || booking.summary.start <= today()) {
    const started = booking.service === 'hotels' ? 'The stay has started.' : 'The first flight has left.';
    const reason = booking.status === 'cancelled' ? 'This booking is already cancelled.' : started;
    return { ...base, cancellable: false, reason, penalty: 0, refund: { card: 0, wallet: 0, total: 0 }, explanation: reason };
  }
  const { penalty, explanation } = cancellationPenalty(booking);
  return { ...base, cancellable: true, penalty, refund: cancellationRefund(paid, penalty), explanation };
}

/**
 * A cancellation confirmed with `expectedRefund`, as the API's cancel call takes it: 409
 * NOT_CANCELLABLE or REFUND_CHANGED, or the booking cancelled now (its rooms back on sale).
 */
export function cancelNow(booking: Booking, expectedRefund: number): { ok: true; booking: Booking } | { ok: false; response: Response } {
  const quote = cancellationQuoteOf(booking);
  if (!quote.cancellable) return { ok: false, response: apiError(409, BOOKING_ERROR_CODES.notCancellable, quote.reason ?? 'This booking cannot be cancelled.') };
  if (quote.refund.total !== expectedRefund) {
    return { ok: false, response: apiError(409, BOOKING_ERROR_CODES.refundChanged, `The refund is now ${quote.refund.total} ${quote.currency} (minor units), not ${expectedRefund}`) };
  }
  giveBack(booking);
  const cancelled = { at: new Date().toISOString(), penalty: quote.penalty, refund: quote.refund, currency: quote.currency };
  return { ok: true, booking: { ...booking, status: 'cancelled', cancelled } };
}

/** What every service's booking request has beside its own selection. */
export interface BookingRequestBase {
  currency: string;
  expectedTotal: number;
  leadTraveller: Booking['leadTraveller'];
  payment: { useWallet: boolean; card?: { number: string; expiry: string } | undefined };
}

/** The parts of a booking the generic call writes, whatever the service. */
export type CommonBookingFields = Pick<Booking, 'reference' | 'status' | 'createdAt' | 'leadTraveller' | 'price' | 'displayCurrency' | 'payment' | 'cancelled'>;

/** A service's selection priced now: what it charges, the booking it makes, and its inventory taken; or the API's refusal. */
export type PricedBooking = { ok: true; charge: VisibleRates; make: (common: CommonBookingFields) => Booking; take: () => void } | { ok: false; response: Response };

/** What a service's booking call adds to the generic one: its request schema, reference letter and pricing. */
export interface ServiceBookingCall<Body extends BookingRequestBase> {
  service: Booking['service'];
  schema: z.ZodType<Body>;
  /** The selection priced for the requester: SOLD_OUT, 404 or 400 when it cannot be booked. */
  price: (body: Body, request: Request) => PricedBooking;
}

function namesProposalItem(raw: string): boolean {
  try {
    return typeof (JSON.parse(raw) as { proposalItemId?: unknown }).proposalItemId === 'string';
  } catch {
    return false;
  }
}

/**
 * A service's POST .../bookings as the booking core answers it: the idempotency key and its
 * replay, the request, the card's expiry, the offer now (sold out, price changed), the wallet
 * and card split, the declined card; then the booking is written.
 */
export async function bookService<Body extends BookingRequestBase>(request: Request, agency: Agency | null, call: ServiceBookingCall<Body>): Promise<Response> {
  const raw = await request.clone().text();
  const owner = signedInUser(request);
  return forAgency(agency, (active) => {
    // A proposal's client books without an account (the API checks the item; the mock trusts it).
    if (!owner && !active.allowNonLoginFlow && !namesProposalItem(raw)) return signInFirst();
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '';
    if (!/^[\w-]{8,100}$/.test(key)) return apiError(400, ERROR_CODES.validation, `headers.${IDEMPOTENCY_KEY_HEADER}: expected a unique key (8 to 100 letters, digits, - or _) per booking attempt`);
    const replay = state.replays.get(key);
    if (replay) {
      if (replay.body !== raw) return apiError(422, BOOKING_ERROR_CODES.idempotencyKeyReused, `headers.${IDEMPOTENCY_KEY_HEADER}: this key was used for a different booking request`);
      return HttpResponse.json(state.bookings.get(replay.reference)?.booking, { status: 200 });
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = validated('body', call.schema, json);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    if (body.payment.card) {
      const expiry = parseExpiry(body.payment.card.expiry);
      if (expiry && cardExpired(expiry.month, expiry.year, today())) return apiError(400, ERROR_CODES.validation, 'body.payment.card.expiry: the card has expired');
    }
    // The API's order: what is sold and at what price, then how it is paid.
    const priced = call.price(body, request);
    if (!priced.ok) return priced.response;
    const { charge } = priced;
    if (charge.totalRate !== body.expectedTotal) {
      return apiError(409, BOOKING_ERROR_CODES.priceChanged, `The price changed from ${body.expectedTotal} to ${charge.totalRate} ${charge.currency} (minor units)`);
    }
    if (body.payment.useWallet && (!owner || state.walletBalance <= 0)) {
      return apiError(400, BOOKING_ERROR_CODES.walletUnavailable, 'body.payment.useWallet: this account has no wallet credits to use');
    }
    const split = splitPayment(charge.totalRate, state.walletBalance, body.payment.useWallet);
    if (split.cardAmount > 0 && !body.payment.card) return apiError(400, ERROR_CODES.validation, 'body.payment.card: a card is needed for the part the wallet does not cover');
    if (body.payment.card && cardDigits(body.payment.card.number) === TEST_CARDS.decline) {
      return apiError(402, BOOKING_ERROR_CODES.cardDeclined, CARD_DECLINED_TEXT);
    }
    const digits = body.payment.card ? cardDigits(body.payment.card.number) : '';
    const booking = priced.make({
      reference: newReference(call.service),
      status: 'confirmed',
      createdAt: new Date().toISOString(),
      leadTraveller: body.leadTraveller,
      price: bookedPrice(charge),
      displayCurrency: body.currency,
      payment: {
        currency: charge.currency,
        card: split.cardAmount > 0 ? { brand: cardBrand(digits), last4: digits.slice(-4), amount: split.cardAmount } : null,
        walletAmount: split.walletAmount,
      },
      cancelled: null,
    });
    priced.take();
    state.walletBalance -= split.walletAmount;
    state.bookings.set(booking.reference, { booking, owner });
    state.replays.set(key, { body: raw, reference: booking.reference });
    state.bookingsMade += 1;
    return HttpResponse.json(booking, { status: 201 });
  });
}

/** A hotel booking request as its schema hands it over. */
type HotelBookingRequestBody = z.output<typeof hotelBookingRequestSchema>;

/** The hotel booking call's own part: the room priced now, and its rooms taken. */
const hotelBookingCall: ServiceBookingCall<HotelBookingRequestBody> = {
  service: 'hotels',
  schema: hotelBookingRequestSchema,
  price: (body, request) => {
    const priced = priceNow(body, request);
    if (!priced.ok) return priced;
    const { offer } = priced;
    if (offer.unavailable?.kind === 'soldOut') return { ok: false, response: apiError(409, BOOKING_ERROR_CODES.soldOut, 'Sorry, this room was just booked by someone else; choose another room.') };
    if (offer.unavailable) return { ok: false, response: apiError(400, ERROR_CODES.validation, offer.unavailable.reason) };
    return {
      ok: true,
      charge: offer.charge,
      make: (common) => ({
        ...common,
        service: 'hotels',
        summary: hotelBookingSummary(offer),
        hotel: offer.hotel,
        room: offer.room,
        stay: offer.stay,
        rooms: offer.rooms,
        guests: body.guests,
        specialRequests: body.specialRequests,
        cancellation: bookedCancellation(offer),
      }),
      take: () => state.available.set(offer.room.roomId, offer.available - offer.rooms.length),
    };
  },
};

/** POST /api/hotels/bookings, exported so a test can make the booking and then lose the answer (a 500 after the write). */
export const bookHotel = (request: Request, agency: Agency | null): Promise<Response> => bookService(request, agency, hotelBookingCall);

/** The booking a request may see: the owner's, or one made without an account looked up with its lead email. */
function visibleBooking(request: Request, reference: string, email?: string): StoredBooking | undefined {
  const stored = state.bookings.get(reference);
  if (!stored) return undefined;
  const user = signedInUser(request);
  if (user && stored.owner === user) return stored;
  const matchesEmail = email !== undefined && email.toLowerCase() === stored.booking.leadTraveller.email.toLowerCase();
  return stored.owner === null && matchesEmail ? stored : undefined;
}

const bookingNotFound = (reference: string) => apiError(404, ERROR_CODES.notFound, `No booking ${reference} for you`);

export function bookingsHandlersFor(agency: Agency | null) {
  return [
    http.post('*/api/hotels/quote', async ({ request }) => {
      const parsed = validated('body', hotelQuoteRequestSchema, await bodyOf(request));
      if (!parsed.ok) return parsed.response;
      return forAgency(agency, () => {
        const priced = priceNow(parsed.data, request);
        return priced.ok ? HttpResponse.json(quoteOf(priced.offer, signedInUser(request) !== null)) : priced.response;
      });
    }),

    http.post('*/api/hotels/bookings', ({ request }) => bookHotel(request, agency)),

    http.get('*/api/bookings', ({ request }) =>
      forAgency(agency, () => {
        const user = signedInUser(request);
        if (!user) return signInFirst();
        const bookings = [...state.bookings.values()].filter((stored) => stored.owner === user).map((stored) => stored.booking);
        // Soonest trip first, whatever its service; the page splits them into upcoming, past and cancelled (tripTiming).
        bookings.sort((a, b) => a.summary.start.localeCompare(b.summary.start) || tripTiming(a, today()).localeCompare(tripTiming(b, today())));
        return HttpResponse.json({ bookings });
      }),
    ),

    http.get('*/api/bookings/:reference', ({ request, params }) => {
      const path = validated('params', bookingParamsSchema, params);
      if (!path.ok) return path.response;
      const query = validated('querystring', bookingLookupQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () => {
        const stored = visibleBooking(request, path.data.reference, query.data.email);
        return stored ? HttpResponse.json(stored.booking) : bookingNotFound(path.data.reference);
      });
    }),

    http.get('*/api/bookings/:reference/cancellation', ({ request, params }) => {
      const path = validated('params', bookingParamsSchema, params);
      if (!path.ok) return path.response;
      const query = validated('querystring', bookingLookupQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () => {
        const stored = visibleBooking(request, path.data.reference, query.data.email);
        return stored ? HttpResponse.json(cancellationQuoteOf(stored.booking)) : bookingNotFound(path.data.reference);
      });
    }),

    http.post('*/api/bookings/:reference/cancel', async ({ request, params }) => {
      const path = validated('params', bookingParamsSchema, params);
      if (!path.ok) return path.response;
      const query = validated('querystring', bookingLookupQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      const body = validated('body', cancelBookingRequestSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () => {
        const stored = visibleBooking(request, path.data.reference, query.data.email);
        if (!stored) return bookingNotFound(path.data.reference);
        const outcome = cancelNow(stored.booking, body.data.expectedRefund);
        if (!outcome.ok) return outcome.response;
        stored.booking = outcome.booking;
        state.walletBalance += outcome.booking.cancelled?.refund.wallet ?? 0;
        return HttpResponse.json(outcome.booking);
      });
    }),
  ];
}

/** What bookingFixture books: the catalogue's first hotel, its refundable Deluxe King Room, for two adults. */
const FIXTURE_STAY = { hotelId: 1, roomId: 12, rooms: [{ adults: 2, childAges: [] }], currency: 'USD' };
/** The catalogue as written, whatever a test did to the in-memory bookings. */
const catalogueAsWritten: InventoryNow = { roomsLeft: (room) => room.available, priceIncrease: 0 };

/** A booking for My Trips tests, `daysAhead` from today (negative: in the past). */
export function bookingFixture(overrides: Partial<HotelBooking> & { daysAhead?: number; nights?: number } = {}): HotelBooking {
  const { daysAhead = 30, nights = 2, ...rest } = overrides;
  const checkIn = addDays(today(), daysAhead);
  // Anonymous: a booking keeps only the price to traveller, the same for every viewer.
  const priced = offerFor({ ...FIXTURE_STAY, checkIn, checkOut: addDays(checkIn, nights) }, catalogueAsWritten, today(), null);
  if (!priced.ok) throw new Error(`mocks/hotel-catalogue.ts no longer sells hotel ${FIXTURE_STAY.hotelId}'s room ${FIXTURE_STAY.roomId}`);
  const { offer } = priced;
  return {
    reference: 'H-7KQ3M9XA',
    status: 'confirmed',
    service: 'hotels',
    createdAt: '2026-01-10T09:30:00.000Z',
    summary: hotelBookingSummary(offer),
    hotel: offer.hotel,
    room: offer.room,
    stay: offer.stay,
    rooms: offer.rooms,
    leadTraveller: { firstName: 'Tara', lastName: 'Traveller', email: 'traveller@wayfarer.test', phone: '+1 212 555 0199' },
    guests: [{ firstName: 'Tara', lastName: 'Traveller' }],
    specialRequests: '',
    price: bookedPrice(offer.charge),
    displayCurrency: 'USD',
    payment: { currency: 'USD', card: { brand: 'visa', last4: '4242', amount: offer.charge.totalRate }, walletAmount: 0 },
    cancellation: bookedCancellation(offer),
    cancelled: null,
    ...rest,
  };
}
