// The checkout, confirmation and My Trips calls (issue 5), answering as apps/api does
// ("Bookings" in apps/api/README.md): the same statuses, codes and texts, requests checked
// with the contract schemas. Bookings live in memory until resetBookingsMock().
import { http, HttpResponse } from 'msw';
import {
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
  currencyDigits,
  hotelBookingRequestSchema,
  hotelQuoteRequestSchema,
  isoDay,
  nightsBetween,
  parseExpiry,
  priceOffer,
  ratesForViewer,
  splitPayment,
  tripTiming,
  type Agency,
  type Booking,
  type CancellationQuote,
  type HotelCancellation,
  type HotelQuote,
  type Rates,
} from '@travel/contracts';
import { exchangeRatesFixture, travellerProfileFixture } from './api-fixtures';
import { apiError, bodyOf, forAgency, queryOf, validated } from './respond';

const DAY_MS = 86_400_000;
const HOTEL_MARKUP_BP = 1200;
const FREE_CANCELLATION_DAYS = 3;
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const addDays = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const today = () => isoDay(new Date());

interface MockRoom {
  roomId: number;
  name: string;
  board: string;
  /** Net per room per night, USD cents. */
  nightlyNet: number;
  refundable: boolean;
  maxGuests: number;
}

/** The one hotel the mock sells (the seeded hotel the deals fixture names). */
export const mockHotel = {
  id: 1,
  name: 'New York City Grand House',
  stars: 4,
  address: '768 Fifth Avenue, New York, NY 10019',
  city: 'New York',
  countryCode: 'US',
  heroImage: '/images/hotels/1.svg',
} as const;

export const mockRooms: readonly MockRoom[] = [
  { roomId: 11, name: 'Deluxe King Room', board: 'Breakfast included', nightlyNet: 19500, refundable: true, maxGuests: 3 },
  { roomId: 12, name: 'Standard Queen Room', board: 'Room only', nightlyNet: 15000, refundable: false, maxGuests: 2 },
];

interface StoredBooking {
  booking: Booking;
  /** Null for a booking made without an account. */
  owner: string | null;
}

interface MockState {
  bookings: Map<string, StoredBooking>;
  /** Idempotency key -> the request body it first came with and the booking it made. */
  replays: Map<string, { body: string; reference: string }>;
  /** Rooms left per room type (the same for every night, in the mock). */
  available: Map<number, number>;
  walletBalance: number;
  /** Added to every price from now on: a price change between results and checkout. */
  priceIncrease: number;
  bookingsMade: number;
}

const freshState = (): MockState => ({
  bookings: new Map(),
  replays: new Map(),
  available: new Map(mockRooms.map((room) => [room.roomId, 4])),
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
  /** Every price goes up by this many USD cents (0 puts it back). */
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

function newReference(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERENCE_LETTERS[Math.floor(Math.random() * REFERENCE_LETTERS.length)];
  return `H-${code}`;
}

/** USD cents in a display currency's minor units (rates as the exchange call gives them). */
function toCurrency(usdCents: number, currency: string): number | undefined {
  const unitsPerUsd = exchangeRatesFixture.rates[currency];
  if (unitsPerUsd === undefined) return undefined;
  return Math.round(usdCents * unitsPerUsd * 10 ** (currencyDigits(currency) - 2));
}

function chargeRates(room: MockRoom, nights: number, rooms: number): Rates {
  const wholesale = room.nightlyNet * nights * rooms + state.priceIncrease;
  const taxAndFee = Math.round(wholesale * 0.14);
  const offer = priceOffer({ wholesale, taxAndFee, published: Math.round((wholesale + taxAndFee) * 1.3), markupBasisPoints: HOTEL_MARKUP_BP, currency: 'USD' });
  return ratesForViewer(offer, null);
}

function displayRates(charge: Rates, currency: string): Rates | undefined {
  const convert = (amount: number) => toCurrency(amount, currency);
  const [baseRate, taxAndFee, publishedRate] = [convert(charge.baseRate), convert(charge.taxAndFee), convert(charge.publishedRate)];
  if (baseRate === undefined || taxAndFee === undefined || publishedRate === undefined) return undefined;
  const totalRate = baseRate + taxAndFee;
  const savedPrice = Math.max(0, publishedRate - totalRate);
  return { currency, baseRate, taxAndFee, totalRate, publishedRate, savedPrice, discountPercentage: charge.discountPercentage };
}

function cancellationPolicy(room: MockRoom, checkIn: string, charge: Rates, nights: number): HotelCancellation {
  const freeUntil = addDays(checkIn, -FREE_CANCELLATION_DAYS);
  if (room.refundable && freeUntil >= today()) {
    return { freeUntil, explanation: `Free cancellation until ${freeUntil} (end of day, UTC); after that the first night is charged.` };
  }
  const amount = room.refundable ? Math.round(charge.totalRate / nights) : charge.totalRate;
  const percentage = Math.round((amount / charge.totalRate) * 1000) / 10;
  return {
    penalty: { percentage, amount, currency: charge.currency },
    explanation: room.refundable ? 'Cancelling now costs the first night.' : 'This rate is non-refundable: cancelling costs the whole stay.',
  };
}

type Selection = { hotelId: number; roomId: number; checkIn: string; checkOut: string; rooms: { adults: number; childAges: number[] }[]; currency: string };

function quoteFor(selection: Selection, signedIn: boolean): { ok: true; quote: HotelQuote } | { ok: false; response: Response } {
  const room = mockRooms.find((r) => r.roomId === selection.roomId);
  if (selection.hotelId !== mockHotel.id || !room) {
    return { ok: false, response: apiError(404, ERROR_CODES.notFound, `No room ${selection.roomId} at hotel ${selection.hotelId}`) };
  }
  const nights = Math.min(60, nightsBetween(selection.checkIn, selection.checkOut));
  const stay = { start: selection.checkIn, end: addDays(selection.checkIn, nights), nights };
  const charge = chargeRates(room, nights, selection.rooms.length);
  const display = displayRates(charge, selection.currency);
  if (!display) return { ok: false, response: apiError(400, ERROR_CODES.validation, `body.currency: no exchange rate for ${selection.currency}`) };
  const available = state.available.get(room.roomId) ?? 0;
  const fits = selection.rooms.every((r) => r.adults + r.childAges.length <= room.maxGuests);
  const enough = available >= selection.rooms.length;
  return {
    ok: true,
    quote: {
      hotel: { ...mockHotel },
      room: { roomId: room.roomId, name: room.name, board: room.board },
      stay,
      rooms: selection.rooms,
      available,
      bookable: fits && enough,
      ...(fits && enough ? {} : { unavailableReason: fits ? 'Not enough rooms of this type are left for your stay.' : 'This room does not fit your party.' }),
      charge,
      display,
      cancellation: cancellationPolicy(room, selection.checkIn, charge, nights),
      wallet: signedIn && state.walletBalance > 0 ? { balance: state.walletBalance, currency: 'USD' } : null,
    },
  };
}

const signedInUser = (request: Request): string | null => (request.headers.get('x-access-token') ? travellerProfileFixture.id : null);
const signInFirst = () => apiError(401, ERROR_CODES.unauthorized, 'Log in to continue');

function cancellationQuoteOf(booking: Booking): CancellationQuote {
  const base = { reference: booking.reference, currency: booking.price.currency };
  const paid = { cardAmount: booking.payment.card?.amount ?? 0, walletAmount: booking.payment.walletAmount };
  if (booking.status === 'cancelled' || booking.stay.start <= today()) {
    const reason = booking.status === 'cancelled' ? 'This booking is already cancelled.' : 'The stay has started.';
    return { ...base, cancellable: false, reason, penalty: 0, refund: { card: 0, wallet: 0, total: 0 }, explanation: reason };
  }
  const policy = booking.cancellation;
  const penalty = 'freeUntil' in policy && policy.freeUntil >= today() ? 0 : 'penalty' in policy ? policy.penalty.amount : Math.round(booking.price.totalRate / booking.stay.nights);
  const explanation = penalty === 0 ? 'Free cancellation: everything you paid comes back.' : policy.explanation;
  return { ...base, cancellable: true, penalty, refund: cancellationRefund(paid, penalty), explanation };
}

/** POST /api/hotels/bookings, exported so a test can make the booking and then lose the answer (a 500 after the write). */
export async function bookHotel(request: Request, agency: Agency | null): Promise<Response> {
  const raw = await request.clone().text();
  const owner = signedInUser(request);
  return forAgency(agency, (active) => {
    if (!owner && !active.allowNonLoginFlow) return signInFirst();
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
    const parsed = validated('body', hotelBookingRequestSchema, json);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    if (body.payment.card) {
      const expiry = parseExpiry(body.payment.card.expiry);
      if (expiry && cardExpired(expiry.month, expiry.year, today())) return apiError(400, ERROR_CODES.validation, 'body.payment.card.expiry: the card has expired');
    }
    if (body.payment.useWallet && (!owner || state.walletBalance <= 0)) {
      return apiError(400, BOOKING_ERROR_CODES.walletUnavailable, 'body.payment.useWallet: this account has no wallet credits to use');
    }
    const quoted = quoteFor(body, owner !== null);
    if (!quoted.ok) return quoted.response;
    const { quote } = quoted;
    if (quote.charge.totalRate !== body.expectedTotal) {
      return apiError(409, BOOKING_ERROR_CODES.priceChanged, `The price changed from ${body.expectedTotal} to ${quote.charge.totalRate} ${quote.charge.currency} (minor units)`);
    }
    if (quote.available < body.rooms.length) return apiError(409, BOOKING_ERROR_CODES.soldOut, 'Sorry, this room has just sold out for your dates.');
    const split = splitPayment(quote.charge.totalRate, state.walletBalance, body.payment.useWallet);
    if (split.cardAmount > 0 && !body.payment.card) return apiError(400, ERROR_CODES.validation, 'body.payment.card: a card is needed for the part the wallet does not cover');
    if (body.payment.card && cardDigits(body.payment.card.number) === TEST_CARDS.decline) {
      return apiError(402, BOOKING_ERROR_CODES.cardDeclined, CARD_DECLINED_TEXT);
    }
    const digits = body.payment.card ? cardDigits(body.payment.card.number) : '';
    const booking: Booking = {
      reference: newReference(),
      status: 'confirmed',
      service: 'hotels',
      createdAt: new Date().toISOString(),
      hotel: quote.hotel,
      room: quote.room,
      stay: quote.stay,
      rooms: quote.rooms,
      leadTraveller: body.leadTraveller,
      guests: body.guests,
      specialRequests: body.specialRequests,
      price: { currency: quote.charge.currency, baseRate: quote.charge.baseRate, taxAndFee: quote.charge.taxAndFee, totalRate: quote.charge.totalRate },
      displayCurrency: body.currency,
      payment: {
        currency: quote.charge.currency,
        card: split.cardAmount > 0 ? { brand: cardBrand(digits), last4: digits.slice(-4), amount: split.cardAmount } : null,
        walletAmount: split.walletAmount,
      },
      cancellation: quote.cancellation,
      cancelled: null,
    };
    state.available.set(body.roomId, quote.available - body.rooms.length);
    state.walletBalance -= split.walletAmount;
    state.bookings.set(booking.reference, { booking, owner });
    state.replays.set(key, { body: raw, reference: booking.reference });
    state.bookingsMade += 1;
    return HttpResponse.json(booking, { status: 201 });
  });
}

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
        const quoted = quoteFor(parsed.data, signedInUser(request) !== null);
        return quoted.ok ? HttpResponse.json(quoted.quote) : quoted.response;
      });
    }),

    http.post('*/api/hotels/bookings', ({ request }) => bookHotel(request, agency)),

    http.get('*/api/bookings', ({ request }) =>
      forAgency(agency, () => {
        const user = signedInUser(request);
        if (!user) return signInFirst();
        const bookings = [...state.bookings.values()].filter((stored) => stored.owner === user).map((stored) => stored.booking);
        // Soonest stay first; the page splits them into upcoming, past and cancelled (tripTiming).
        bookings.sort((a, b) => a.stay.start.localeCompare(b.stay.start) || tripTiming(a, today()).localeCompare(tripTiming(b, today())));
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
      return forAgency(agency, () => {
        const stored = visibleBooking(request, path.data.reference);
        return stored ? HttpResponse.json(cancellationQuoteOf(stored.booking)) : bookingNotFound(path.data.reference);
      });
    }),

    http.post('*/api/bookings/:reference/cancel', async ({ request, params }) => {
      const path = validated('params', bookingParamsSchema, params);
      if (!path.ok) return path.response;
      const body = validated('body', cancelBookingRequestSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () => {
        const stored = visibleBooking(request, path.data.reference);
        if (!stored) return bookingNotFound(path.data.reference);
        const quote = cancellationQuoteOf(stored.booking);
        if (!quote.cancellable) return apiError(409, BOOKING_ERROR_CODES.notCancellable, quote.reason ?? 'This booking cannot be cancelled.');
        if (quote.refund.total !== body.data.expectedRefund) {
          return apiError(409, BOOKING_ERROR_CODES.refundChanged, `The refund is now ${quote.refund.total} ${quote.currency} (minor units), not ${body.data.expectedRefund}`);
        }
        const { booking } = stored;
        const cancelled: Booking = {
          ...booking,
          status: 'cancelled',
          cancelled: { at: new Date().toISOString(), penalty: quote.penalty, refund: quote.refund, currency: quote.currency },
        };
        stored.booking = cancelled;
        state.available.set(booking.room.roomId, (state.available.get(booking.room.roomId) ?? 0) + booking.rooms.length);
        state.walletBalance += quote.refund.wallet;
        return HttpResponse.json(cancelled);
      });
    }),
  ];
}

/** A booking for My Trips tests, `daysAhead` from today (negative: in the past). */
export function bookingFixture(overrides: Partial<Booking> & { daysAhead?: number; nights?: number } = {}): Booking {
  const { daysAhead = 30, nights = 2, ...rest } = overrides;
  const start = addDays(today(), daysAhead);
  const room = mockRooms[0] as MockRoom;
  const charge = chargeRates(room, nights, 1);
  return {
    reference: 'H-7KQ3M9XA',
    status: 'confirmed',
    service: 'hotels',
    createdAt: '2026-01-10T09:30:00.000Z',
    hotel: { ...mockHotel },
    room: { roomId: room.roomId, name: room.name, board: room.board },
    stay: { start, end: addDays(start, nights), nights },
    rooms: [{ adults: 2, childAges: [] }],
    leadTraveller: { firstName: 'Tara', lastName: 'Traveller', email: 'traveller@wayfarer.test', phone: '+1 212 555 0199' },
    guests: [{ firstName: 'Tara', lastName: 'Traveller' }],
    specialRequests: '',
    price: { currency: 'USD', baseRate: charge.baseRate, taxAndFee: charge.taxAndFee, totalRate: charge.totalRate },
    displayCurrency: 'USD',
    payment: { currency: 'USD', card: { brand: 'visa', last4: '4242', amount: charge.totalRate }, walletAmount: 0 },
    cancellation: cancellationPolicy(room, start, charge, nights),
    cancelled: null,
    ...rest,
  };
}
