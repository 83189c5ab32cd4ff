// POST /api/flights/quote and POST /api/flights/bookings over the timetable (schedule.ts),
// answered as apps/api does: a journey found again by its key and priced now for the whole
// party, the fare brand's rules, passports on an international trip; the booking goes through
// the generic booking call of ../../bookings.ts (idempotency, price re-check, wallet, card) and
// lands in its in-memory list, so the confirmation and My Trips find it.
import { http, HttpResponse } from 'msw';
import {
  BOOKING_ERROR_CODES,
  ERROR_CODES,
  FLIGHT_SEARCH_DEFAULTS,
  addRates,
  flightBookingRequestSchema,
  flightQuoteRequestSchema,
  isoDay,
  journeyKeyLegs,
  passengerCountsOf,
  seatsTaken,
  tripFlightDays,
  type Agency,
  type BookingSummary,
  type FareBrandKey,
  type FlightBooking,
  type FlightCabin,
  type FlightQuote,
  type Journey,
  type JourneyFare,
  type JourneyOffer,
  type PassengerCounts,
  type PriceViewer,
  type Rates,
  type TicketedPassenger,
  maskedPassport,
  ticketedPassenger,
} from '@travel/contracts';
import { viewerOf } from '../../auth';
import { addDays, bookService, bookingsMock, type CommonBookingFields, type PricedBooking, type ServiceBookingCall } from '../../bookings';
import { noExchangeRate } from '../../pricing';
import { apiError, bodyOf, forAgency, validated } from '../../respond';
import { SCHEDULE } from './schedule';
import { searchFlights } from './search';

/** What the quote and the booking price: the journeys by key, one brand, the party, in a display currency. */
interface TripSelection {
  outbound: string;
  inbound?: string | undefined;
  cabin: FlightCabin;
  brand: FareBrandKey;
  currency: string;
}

/** The trip priced now: the journeys, the brand's fares, how many seats are left on the fullest flight. */
interface TripOffer {
  outbound: JourneyOffer;
  inbound: JourneyOffer | null;
  fares: JourneyFare[];
  seatsLeft: number;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response };

const notFound = (key: string): Outcome<never> => ({ ok: false, response: apiError(404, ERROR_CODES.notFound, `No flights ${key} in the timetable`) });

/** The timetable's journey of a key, priced for the party: found by its first flight's route and the date it leaves. */
function journeyOf(key: string, selection: TripSelection, counts: PassengerCounts, currency: string, viewer: PriceViewer): Outcome<{ offer: JourneyOffer; seats: number }> {
  const first = journeyKeyLegs(key)[0];
  const flight = (number: string) => number.replace(' ', '');
  for (const [route, plans] of Object.entries(SCHEDULE)) {
    const plan = plans.find((candidate) => candidate.legs.map((leg) => flight(leg.flight)).join() === journeyKeyLegs(key).map((leg) => leg.flight).join());
    if (!plan || !first) continue;
    const [from = '', to = ''] = route.split('-');
    const answer = searchFlights({ from, to, depart: first.date, cabin: selection.cabin, ...counts, currency }, viewer);
    if (!answer) return { ok: false, response: noExchangeRate('body.currency', currency) };
    const offer = answer.outbound.find((journey) => journey.key === key);
    if (offer) return { ok: true, value: { offer, seats: plan.seats } };
  }
  return notFound(key);
}

function tripOf(selection: TripSelection, counts: PassengerCounts, currency: string, viewer: PriceViewer): Outcome<TripOffer> {
  const outbound = journeyOf(selection.outbound, selection, counts, currency, viewer);
  if (!outbound.ok) return outbound;
  const inbound = selection.inbound ? journeyOf(selection.inbound, selection, counts, currency, viewer) : undefined;
  if (inbound && !inbound.ok) return inbound;
  const journeys = [outbound.value, ...(inbound ? [inbound.value] : [])];
  const fares = journeys.flatMap(({ offer }) => offer.fares.filter((fare) => fare.brand.brand === selection.brand));
  // A journey with fares sells the party seats; without the brand among them, the cabin does not sell it.
  if (journeys.some(({ offer }) => offer.fares.length > 0) && fares.length < journeys.length) {
    return { ok: false, response: apiError(400, ERROR_CODES.validation, `body.brand: the ${selection.cabin} cabin does not sell the ${selection.brand} fare`) };
  }
  return { ok: true, value: { outbound: outbound.value.offer, inbound: inbound?.value.offer ?? null, fares, seatsLeft: Math.min(...journeys.map((journey) => journey.seats)) } };
}

const journeyOnly = ({ fares: _fares, ...journey }: JourneyOffer): Journey => journey;
const segmentsOf = (trip: { outbound: Journey; inbound: Journey | null }) => [...trip.outbound.segments, ...(trip.inbound?.segments ?? [])];

/** The quote of a selection for a party, priced for the viewer; charged in USD. */
function quoteOf(selection: TripSelection, counts: PassengerCounts, request: Request): Outcome<FlightQuote> {
  const viewer = viewerOf(request);
  const shown = tripOf(selection, counts, selection.currency, viewer);
  if (!shown.ok) return shown;
  const charged = tripOf(selection, counts, 'USD', viewer);
  if (!charged.ok) return charged;
  const trip = shown.value;
  const bookable = trip.fares.length > 0 && trip.seatsLeft >= seatsTaken(counts);
  const total = (fares: JourneyFare[]) => fares.map((fare) => fare.price).reduce(addRates);
  const days = tripFlightDays(selection.outbound, selection.inbound);
  const outbound = journeyOnly(trip.outbound);
  const inbound = trip.inbound ? journeyOnly(trip.inbound) : null;
  const countries = new Set(segmentsOf({ outbound, inbound }).flatMap((segment) => [segment.from.countryCode, segment.to.countryCode]));
  // One passenger of a type is priced as a party of one.
  const perType = (['adult', 'child', 'infant'] as const).flatMap((type) => {
    const count = { adult: counts.adults, child: counts.children, infant: counts.infants }[type];
    const one = tripOf(selection, { adults: type === 'adult' ? 1 : 0, children: type === 'child' ? 1 : 0, infants: type === 'infant' ? 1 : 0 }, selection.currency, viewer);
    return count > 0 && one.ok && one.value.fares.length > 0 ? [{ type, count, each: total(one.value.fares) }] : [];
  });
  const balance = bookingsMock.walletBalance();
  // Sold out: the cabin's brand as the search states it, at no price.
  const brand = trip.fares[0]?.brand ?? { brand: selection.brand, cabin: selection.cabin, carryOnBags: 1, checkedBags: 0, checkedBagKg: 0, changes: 'none', changeFee: 0, refund: 'taxesOnly', cancellationFee: 0, currency: 'USD' };
  const zero: Rates = { currency: selection.currency, baseRate: 0, taxAndFee: 0, totalRate: 0, publishedRate: 0, savedPrice: 0, discountPercentage: 0 };
  return {
    ok: true,
    value: {
      outbound,
      inbound,
      brand,
      passengers: counts,
      perPassenger: perType,
      seatsLeft: trip.seatsLeft,
      bookable,
      ...(bookable ? {} : { unavailableReason: 'This fare has just sold out' }),
      international: countries.size > 1,
      lastFlightDate: days.last,
      charge: charged.value.fares.length > 0 ? total(charged.value.fares) : { ...zero, currency: 'USD' },
      display: trip.fares.length > 0 ? total(trip.fares) : zero,
      wallet: viewerOf(request) && balance > 0 ? { balance, currency: 'USD' } : null,
    },
  };
}

const LOCATOR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomOf = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

/** The airline's three-digit accounting code in the mock: derived from its IATA code. */
const ticketingCode = (airline: string) => String(100 + ((airline.charCodeAt(0) * 31 + airline.charCodeAt(1)) % 900));

/** As apps/api's flight bookable writes it: 'Oslo → New York', the airlines and flight numbers. */
function flightSummary(outbound: Journey, inbound: Journey | null, travellers: number): BookingSummary {
  const segments = segmentsOf({ outbound, inbound });
  const first = outbound.segments[0]!;
  const last = outbound.segments[outbound.segments.length - 1]!;
  const start = first.departure.slice(0, 10);
  const lastArrival = segments[segments.length - 1]!.arrival.slice(0, 10);
  return {
    title: `${first.from.city} → ${last.to.city}`,
    subtitle: `${[...new Set(segments.map((segment) => segment.airline.name))].join(', ')} · ${segments.map((segment) => segment.flightNumber).join(', ')}`,
    places: [last.to.city, first.from.city],
    start,
    end: lastArrival > start ? lastArrival : start,
    travellers,
    thumbnail: first.airline.logo,
  };
}

type FlightPassengerBody = FlightBookingBody['passengers'][number];

/** A passenger as the booking answers: ticketed, the passport number masked. */
const ticketed = (passenger: FlightPassengerBody, code: string): TicketedPassenger => {
  const stored = ticketedPassenger(passenger, `${code}${randomOf('0123456789', 10)}`);
  return { ...stored, passportNumber: maskedPassport(stored.passportNumber) };
};

/** The booking's own fields of a quote and its passengers. */
function flightDetail(quote: FlightQuote, passengers: FlightPassengerBody[]): Omit<FlightBooking, keyof CommonBookingFields> {
  const code = ticketingCode(quote.outbound.segments[0]!.airline.code);
  return {
    service: 'flights',
    summary: flightSummary(quote.outbound, quote.inbound, passengers.length),
    pnr: randomOf(LOCATOR_LETTERS, 6),
    outbound: quote.outbound,
    inbound: quote.inbound,
    brand: quote.brand,
    passengers: passengers.map((passenger) => ticketed(passenger, code)),
  };
}

type FlightBookingBody = ReturnType<typeof flightBookingRequestSchema.parse>;

/** An international trip needs every passenger's passport; the schema checks them only when given. */
function missingPassport(passengers: FlightPassengerBody[]): string | undefined {
  for (const [i, passenger] of passengers.entries()) {
    for (const field of ['nationality', 'passportNumber', 'passportExpiry'] as const) {
      if (passenger[field] === undefined) return `body.passengers.${i}.${field}: needed for an international trip`;
    }
  }
  return undefined;
}

const flightBookingCall: ServiceBookingCall<FlightBookingBody> = {
  service: 'flights',
  schema: flightBookingRequestSchema,
  price: (body, request): PricedBooking => {
    const quoted = quoteOf(body, passengerCountsOf(body.passengers), request);
    if (!quoted.ok) return quoted;
    const quote = quoted.value;
    if (!quote.bookable) return { ok: false, response: apiError(409, BOOKING_ERROR_CODES.soldOut, 'This fare has just sold out') };
    const passport = quote.international ? missingPassport(body.passengers) : undefined;
    if (passport) return { ok: false, response: apiError(400, ERROR_CODES.validation, passport) };
    return { ok: true, charge: quote.charge, make: (common) => ({ ...common, ...flightDetail(quote, body.passengers) }), take: () => undefined };
  },
};

/** msw handlers for the flights booking steps, for one agency. */
export function flightBookingHandlersFor(agency: Agency | null) {
  return [
    http.post('*/api/flights/quote', async ({ request }) => {
      const parsed = validated('body', flightQuoteRequestSchema, await bodyOf(request));
      if (!parsed.ok) return parsed.response;
      const { passengers, ...selection } = parsed.data;
      return forAgency(agency, () => {
        const quoted = quoteOf(selection, passengers, request);
        if (quoted.ok) return HttpResponse.json(quoted.value);
        return quoted.response;
      });
    }),
    http.post('*/api/flights/bookings', ({ request }) => bookService(request, agency, flightBookingCall)),
  ];
}

/** A flight booking for My Trips and confirmation tests: Oslo to New York nonstop, `daysAhead` from today, two adults, Standard. */
export function flightBookingFixture(overrides: Partial<FlightBooking> & { daysAhead?: number } = {}): FlightBooking {
  const { daysAhead = 30, ...rest } = overrides;
  const depart = addDays(isoDay(new Date()), daysAhead);
  const selection = { outbound: `DY7001.${depart}`, cabin: FLIGHT_SEARCH_DEFAULTS.cabin, brand: 'standard' as const, currency: 'USD' };
  const quoted = quoteOf(selection, { adults: 2, children: 0, infants: 0 }, new Request('http://localhost/api/flights/quote'));
  if (!quoted.ok) throw new Error('mocks/services/flights/schedule.ts no longer flies DY 7001 from Oslo to New York');
  const quote = quoted.value;
  const passenger = (firstName: string, dateOfBirth: string): FlightPassengerBody => ({
    type: 'adult',
    firstName,
    lastName: 'Traveller',
    dateOfBirth,
    gender: 'unspecified',
    nationality: 'NO',
    passportNumber: 'N1234567',
    passportExpiry: addDays(depart, 2000),
  });
  const detail = flightDetail(quote, [passenger('Tara', '1990-04-12'), passenger('Tom', '1988-09-30')]);
  return {
    reference: 'F-7KQ3M9XA',
    status: 'confirmed',
    createdAt: '2026-01-10T09:30:00.000Z',
    leadTraveller: { firstName: 'Tara', lastName: 'Traveller', email: 'traveller@wayfarer.test', phone: '+1 212 555 0199' },
    price: { currency: 'USD', baseRate: quote.charge.baseRate, taxAndFee: quote.charge.taxAndFee, totalRate: quote.charge.totalRate },
    displayCurrency: 'USD',
    payment: { currency: 'USD', card: { brand: 'visa', last4: '4242', amount: quote.charge.totalRate }, walletAmount: 0 },
    cancelled: null,
    ...detail,
    pnr: 'K7Q3MX',
    passengers: detail.passengers.map((p, i) => ({ ...p, ticketNumber: `${ticketingCode('DY')}000000000${i + 1}` })),
    ...rest,
  };
}
