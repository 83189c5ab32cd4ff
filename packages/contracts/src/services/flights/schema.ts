// Request and response shapes of the flights journey (SPEC 2.2: search, search-details,
// /flight-details, reservation-details, checkout, confirmation). apps/api/README.md
// ("Flights") documents them. Times are airport-local ('YYYY-MM-DDTHH:mm', with the
// airport's IANA zone beside them) and also in UTC, so durations never depend on the
// reader's zone. Money is integer minor units of the currency named beside it.
import { z } from 'zod';
import { ratesSchema } from '../../deals.schema';
import { bookingClientIdSchema, bookingDealLinkIdSchema, bookingProposalItemIdSchema, bookingCommonFields, cardDetailsSchema, guestNameSchema, leadTravellerSchema } from '../../booking-parts.schema';
import { safeText, startingWithinHorizon } from '../../request-fields.schema';
import { isoDay } from '../../stay-window';
import {
  dateOfBirthProblem,
  FARE_BRANDS,
  FLIGHT_CABINS,
  FLIGHT_LEGS,
  FLIGHT_LIMITS,
  FLIGHT_SEARCH_DEFAULTS,
  JOURNEY_KEY_PATTERN,
  PASSENGER_GENDERS,
  PASSENGER_TYPES,
  passengerCountsOf,
  passengersProblem,
  PNR_PATTERN,
  E_TICKET_PATTERN,
  tripFlightDays,
} from './rules';

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD');
const isoDate = z.iso.date();
const airportCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'expected a three-letter IATA airport code such as JFK'));
/** Compared as UTC calendar dates, so every API process agrees whatever its time zone. */
const departureDateSchema = startingWithinHorizon(isoDate).refine((day) => day >= isoDay(new Date()), { message: 'the departure date is in the past' });
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'expected a local time such as 2026-12-01T18:05');

const passengerCounts = {
  adults: z.number().int().min(1).max(FLIGHT_LIMITS.maxSeats).default(FLIGHT_SEARCH_DEFAULTS.adults),
  children: z.number().int().min(0).max(FLIGHT_LIMITS.maxSeats - 1).default(FLIGHT_SEARCH_DEFAULTS.children),
  infants: z.number().int().min(0).max(FLIGHT_LIMITS.maxSeats).default(FLIGHT_SEARCH_DEFAULTS.infants),
};
export const passengerCountsSchema = z.object(passengerCounts).superRefine((counts, ctx) => {
  const problem = passengersProblem(counts);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [counts.infants > counts.adults ? 'infants' : counts.adults < 1 ? 'adults' : 'children'] });
});

/** GET /api/flights/search: the search as the results page's URL holds it. */
export const flightSearchQuerySchema = z
  .object({
    from: airportCode,
    to: airportCode,
    depart: departureDateSchema,
    /** Absent for a one-way trip. */
    return: startingWithinHorizon(isoDate).optional(),
    cabin: z.enum(FLIGHT_CABINS).default(FLIGHT_SEARCH_DEFAULTS.cabin),
    /** Query strings carry numbers as text. */
    adults: z.coerce.number().int().min(1).max(FLIGHT_LIMITS.maxSeats).default(FLIGHT_SEARCH_DEFAULTS.adults),
    children: z.coerce.number().int().min(0).max(FLIGHT_LIMITS.maxSeats - 1).default(FLIGHT_SEARCH_DEFAULTS.children),
    infants: z.coerce.number().int().min(0).max(FLIGHT_LIMITS.maxSeats).default(FLIGHT_SEARCH_DEFAULTS.infants),
    /** The display currency. */
    currency: currencyCode.default('USD'),
    /** Only this leg's journeys (the other list comes back empty, or null); both when absent. */
    leg: z.enum(FLIGHT_LEGS).optional(),
  })
  .refine((q) => q.from !== q.to, { message: 'the origin and the destination are the same airport', path: ['to'] })
  .refine((q) => q.return === undefined || q.return >= q.depart, { message: 'the return is before the outbound flight', path: ['return'] })
  .refine((q) => q.leg !== 'inbound' || q.return !== undefined, { message: 'a one-way trip has no flights back', path: ['leg'] })
  .superRefine((q, ctx) => {
    const problem = passengersProblem(q);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [q.infants > q.adults ? 'infants' : 'children'] });
  });
export type FlightSearchQuery = z.infer<typeof flightSearchQuerySchema>;
export type FlightSearchQueryInput = z.input<typeof flightSearchQuerySchema>;

export const flightAirlineSchema = z.object({
  /** IATA airline code, e.g. 'BA'. */
  code: z.string().regex(/^[A-Z0-9]{2}$/),
  name: z.string(),
  /** Served locally, like the other generated artwork. */
  logo: z.string(),
});
export type FlightAirline = z.infer<typeof flightAirlineSchema>;

export const flightPointSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string(),
  city: z.string(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** Null where the airport has one terminal. */
  terminal: z.string().nullable(),
  /** IANA time zone of the airport. */
  timeZone: z.string(),
});
export type FlightPoint = z.infer<typeof flightPointSchema>;

export const flightSegmentSchema = z.object({
  /** 'BA 117': the airline's code, a space, the number. */
  flightNumber: z.string(),
  airline: flightAirlineSchema,
  aircraft: z.object({ code: z.string(), name: z.string() }),
  from: flightPointSchema,
  to: flightPointSchema,
  /** Airport-local times. */
  departure: localDateTime,
  arrival: localDateTime,
  departureUtc: z.iso.datetime(),
  arrivalUtc: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

export const layoverSchema = z.object({
  /** Where the traveller waits: the arrival airport of the flight before. */
  airport: z.string().regex(/^[A-Z]{3}$/),
  city: z.string(),
  minutes: z.number().int().positive(),
  /** Spans the small hours at the connecting airport. */
  overnight: z.boolean(),
  long: z.boolean(),
  /** The next flight leaves from another airport of the city (e.g. LHR to LGW): its code. */
  changeOfAirport: z.string().regex(/^[A-Z]{3}$/).nullable(),
});
export type Layover = z.infer<typeof layoverSchema>;

/** One direction of a trip: one to three flights. */
export const journeySchema = z.object({
  key: z.string().regex(JOURNEY_KEY_PATTERN),
  segments: z.array(flightSegmentSchema).min(1).max(FLIGHT_LIMITS.maxStops + 1),
  layovers: z.array(layoverSchema),
  stops: z.number().int().min(0).max(FLIGHT_LIMITS.maxStops),
  /** Departure to arrival, across time zones. */
  durationMinutes: z.number().int().positive(),
  /** Calendar days between the local departure and arrival dates ('+1'); -1 across the date line westwards. */
  dayOffset: z.number().int(),
});
export type Journey = z.infer<typeof journeySchema>;

/** What a fare brand gives, so the traveller sees the rules before paying. Fees per passenger with a seat, in `currency`. */
export const fareBrandSchema = z.object({
  brand: z.enum(FARE_BRANDS),
  cabin: z.enum(FLIGHT_CABINS),
  carryOnBags: z.number().int().min(0),
  checkedBags: z.number().int().min(0),
  /** Per checked bag. */
  checkedBagKg: z.number().int().min(0),
  changes: z.enum(['none', 'fee', 'free']),
  changeFee: z.number().int().min(0),
  /** taxesOnly: cancelling gives back only the taxes; fee: the fare less the fee; full: everything. */
  refund: z.enum(['taxesOnly', 'fee', 'full']),
  cancellationFee: z.number().int().min(0),
  currency: currencyCode,
});
export type FareBrand = z.infer<typeof fareBrandSchema>;

/** A brand's price for one direction and the whole party (the quote breaks it down per passenger type). */
export const journeyFareSchema = z.object({
  brand: fareBrandSchema,
  price: ratesSchema,
  /** Seats of the cabin still for sale on every flight of the journey (at most 9 shown). */
  seatsLeft: z.number().int().min(0),
});
export type JourneyFare = z.infer<typeof journeyFareSchema>;

export const journeyOfferSchema = journeySchema.extend({
  /** Cheapest first; empty when the cabin is sold out on one of its flights. */
  fares: z.array(journeyFareSchema),
});
export type JourneyOffer = z.infer<typeof journeyOfferSchema>;

/** The results: outbound journeys, and for a return trip the journeys back, each priced per brand in the display currency. */
export const flightSearchResponseSchema = z.object({
  from: flightPointSchema,
  to: flightPointSchema,
  /** Empty when only the flights back were asked for (leg=inbound). */
  outbound: z.array(journeyOfferSchema),
  /** Null for a one-way search, and when only the outbound leg was asked for (leg=outbound). */
  inbound: z.array(journeyOfferSchema).nullable(),
  currency: currencyCode,
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

/** What the checkout prices and books: the journeys by key, one brand for the whole trip (the party beside it). */
const flightSelection = {
  outbound: z.string().regex(JOURNEY_KEY_PATTERN, 'expected a journey key from the search results'),
  inbound: z.string().regex(JOURNEY_KEY_PATTERN, 'expected a journey key from the search results').optional(),
  cabin: z.enum(FLIGHT_CABINS),
  brand: z.enum(FARE_BRANDS),
  /** The display currency; the charge is in the offer's currency. */
  currency: currencyCode.default('USD'),
};

/** The journey back leaves on or after the day the last outbound flight leaves. */
function returnAfterOutbound(selection: { outbound: string; inbound?: string | undefined }): boolean {
  return selection.inbound === undefined || tripFlightDays(selection.inbound).first >= tripFlightDays(selection.outbound).last;
}

export const flightQuoteRequestSchema = z
  .object({ ...flightSelection, passengers: passengerCountsSchema })
  .refine((q) => tripFlightDays(q.outbound).first >= isoDay(new Date()), { message: 'the departure date is in the past', path: ['outbound'] })
  .refine(returnAfterOutbound, { message: 'the return is before the outbound flight', path: ['inbound'] });
export type FlightQuoteRequest = z.input<typeof flightQuoteRequestSchema>;

export const passengerPriceSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  count: z.number().int().min(1),
  /** One passenger of this type, the whole trip. */
  each: ratesSchema,
});

/** The checkout's fresh price (never from a cache): seats now, the charge and its display, the rules, the wallet. */
export const flightQuoteSchema = z.object({
  outbound: journeySchema,
  inbound: journeySchema.nullable(),
  brand: fareBrandSchema,
  passengers: z.object(passengerCounts),
  perPassenger: z.array(passengerPriceSchema),
  /** Seats of the cabin left on the fullest flight of the trip. */
  seatsLeft: z.number().int().min(0),
  bookable: z.boolean(),
  /** Why not, in English, when not bookable. */
  unavailableReason: z.string().optional(),
  /** Passports (nationality, number, expiry) are needed: the trip crosses a border. */
  international: z.boolean(),
  /** The local date of the last flight: a passport must be valid after it. */
  lastFlightDate: isoDate,
  charge: ratesSchema,
  display: ratesSchema,
  /** Null for an anonymous visitor or an account without a wallet or credits. */
  wallet: z.object({ balance: z.number().int(), currency: currencyCode }).nullable(),
});
export type FlightQuote = z.infer<typeof flightQuoteSchema>;


/** One traveller as in their passport. Nationality and passport are required by the API when the trip is international. */
export const flightPassengerSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  /** Given names and surname exactly as in the passport. */
  firstName: guestNameSchema.shape.firstName,
  lastName: guestNameSchema.shape.lastName,
  dateOfBirth: isoDate,
  gender: z.enum(PASSENGER_GENDERS),
  nationality: z.string().regex(/^[A-Z]{2}$/, 'expected the ISO country code of the nationality').optional(),
  passportNumber: safeText()
    .trim()
    .regex(/^[A-Z0-9]{5,20}$/i, 'expected the passport number: 5 to 20 letters or digits')
    .transform((n) => n.toUpperCase())
    .optional(),
  passportExpiry: isoDate.optional(),
});
export type FlightPassenger = z.input<typeof flightPassengerSchema>;

export const flightBookingRequestSchema = z
  .object({
    ...flightSelection,
    /** quote.charge.totalRate as shown to the traveller; anything else answers PRICE_CHANGED. */
    expectedTotal: z.number().int().min(0),
    /** Every traveller; the party (adults, children, infants) is counted from their types. */
    passengers: z.array(flightPassengerSchema).min(1).max(FLIGHT_LIMITS.maxSeats * 2),
    /** The contact for the booking: who gets the e-tickets. */
    leadTraveller: leadTravellerSchema,
    payment: z.object({
      useWallet: z.boolean().default(false),
      card: cardDetailsSchema.optional(),
    }),
    acceptTerms: z.literal(true, { error: 'the booking terms must be accepted' }),
    clientId: bookingClientIdSchema,
    dealLinkId: bookingDealLinkIdSchema,
    proposalItemId: bookingProposalItemIdSchema,
  })
  .refine((b) => tripFlightDays(b.outbound).first >= isoDay(new Date()), { message: 'the departure date is in the past', path: ['outbound'] })
  .refine(returnAfterOutbound, { message: 'the return is before the outbound flight', path: ['inbound'] })
  .superRefine((b, ctx) => {
    const partyProblem = passengersProblem(passengerCountsOf(b.passengers));
    if (partyProblem) {
      ctx.addIssue({ code: 'custom', message: partyProblem, path: ['passengers'] });
      return;
    }
    const days = tripFlightDays(b.outbound, b.inbound);
    b.passengers.forEach((p, i) => {
      const problem = dateOfBirthProblem(p.type, p.dateOfBirth, days.first, days.last);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['passengers', i, 'dateOfBirth'] });
      if (p.passportExpiry !== undefined && p.passportExpiry <= days.last) {
        ctx.addIssue({ code: 'custom', message: 'the passport expires before the last flight', path: ['passengers', i, 'passportExpiry'] });
      }
    });
  });
export type FlightBookingRequest = z.input<typeof flightBookingRequestSchema>;

export const ticketedPassengerSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate,
  gender: z.enum(PASSENGER_GENDERS),
  nationality: z.string().nullable(),
  /** Only the last three characters are ever sent back: '•••••123'. */
  passportNumber: z.string().nullable(),
  passportExpiry: isoDate.nullable(),
  ticketNumber: z.string().regex(E_TICKET_PATTERN),
});
export type TicketedPassenger = z.infer<typeof ticketedPassengerSchema>;

export const flightBookingSchema = z.object({
  ...bookingCommonFields,
  service: z.literal('flights'),
  /** The airline's record locator. */
  pnr: z.string().regex(PNR_PATTERN),
  outbound: journeySchema,
  inbound: journeySchema.nullable(),
  /** The brand as booked: its bags, changes and refund rule hold for this booking. */
  brand: fareBrandSchema,
  passengers: z.array(ticketedPassengerSchema),
});
export type FlightBooking = z.infer<typeof flightBookingSchema>;
