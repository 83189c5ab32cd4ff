// Flight rules shared by the API, the flights remote and the mocks (SPEC 5, 9). Plain
// TypeScript, no zod: the browser bundles it.

export const FLIGHT_CABINS = ['economy', 'premium', 'business', 'first'] as const;
export type FlightCabin = (typeof FLIGHT_CABINS)[number];

/** Fare brands, cheapest first. Economy sells all three; the cabins above it sell Standard and Flex. */
export const FARE_BRANDS = ['basic', 'standard', 'flex'] as const;
export type FareBrandKey = (typeof FARE_BRANDS)[number];

/**
 * The two legs of a return trip. The results list the flights back once an outbound is chosen,
 * so a search can ask for one leg: the first screen's answer is half the size.
 */
export const FLIGHT_LEGS = ['outbound', 'inbound'] as const;
export type FlightLeg = (typeof FLIGHT_LEGS)[number];

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const FLIGHT_SORTS = ['best', 'cheapest', 'fastest', 'earliest'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

export const TRIP_TYPES = ['oneway', 'return'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const FLIGHT_LIMITS = {
  /** SPEC 9: adults and children take a seat each, at most nine in one booking. */
  maxSeats: 9,
  /** Journeys with more stops are never offered. */
  maxStops: 2,
  /** SPEC 9: an adult is 12 or older, a child 2 to 11, an infant under 2. */
  adultFromAge: 12,
  childFromAge: 2,
} as const;

/** SPEC 9: the default party is one adult. */
export const FLIGHT_SEARCH_DEFAULTS = { adults: 1, children: 0, infants: 0, cabin: 'economy' as FlightCabin } as const;

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** Full years between a date of birth and a day (both YYYY-MM-DD): the age on that day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** The passenger type a person of that birth date travels as on that day; null before they are born. */
export function passengerTypeOn(dateOfBirth: string, day: string): PassengerType | null {
  if (dateOfBirth > day) return null;
  const age = ageOn(dateOfBirth, day);
  if (age >= FLIGHT_LIMITS.adultFromAge) return 'adult';
  return age >= FLIGHT_LIMITS.childFromAge ? 'child' : 'infant';
}

/** What is wrong with a party, in English, or null: at least one adult, one infant per adult lap, at most nine seats. */
export function passengersProblem({ adults, children, infants }: PassengerCounts): string | null {
  if (adults < 1) return 'at least one adult (12 or older) must travel';
  if (infants > adults) return 'each infant travels on an adult\'s lap: at most one infant per adult';
  if (adults + children > FLIGHT_LIMITS.maxSeats) return `at most ${FLIGHT_LIMITS.maxSeats} seats (adults and children) in one booking`;
  return null;
}

/** The party a list of passengers makes. */
export function passengerCountsOf(passengers: readonly { type: PassengerType }[]): PassengerCounts {
  const count = (type: PassengerType) => passengers.filter((p) => p.type === type).length;
  return { adults: count('adult'), children: count('child'), infants: count('infant') };
}

/** Seats a party takes: infants sit on a lap. */
export function seatsTaken({ adults, children }: PassengerCounts): number {
  return adults + children;
}

/** What can be wrong with a passenger's date of birth for their type (the screens translate it). */
export type DateOfBirthIssue = 'afterFlight' | 'otherType' | 'infantTurnsTwo';

/**
 * What is wrong with a passenger's date of birth for their type, or null. The type counts on
 * the first flight's day; an infant must still be under 2 on the last flight's day, or they
 * need a seat of their own.
 */
export function dateOfBirthIssue(type: PassengerType, dateOfBirth: string, firstFlightDay: string, lastFlightDay: string): DateOfBirthIssue | null {
  const typeOnDeparture = passengerTypeOn(dateOfBirth, firstFlightDay);
  if (typeOnDeparture === null) return 'afterFlight';
  if (typeOnDeparture !== type) return 'otherType';
  if (type === 'infant' && passengerTypeOn(dateOfBirth, lastFlightDay) !== 'infant') return 'infantTurnsTwo';
  return null;
}

/** dateOfBirthIssue in English, for the API's 400. */
export function dateOfBirthProblem(type: PassengerType, dateOfBirth: string, firstFlightDay: string, lastFlightDay: string): string | null {
  switch (dateOfBirthIssue(type, dateOfBirth, firstFlightDay, lastFlightDay)) {
    case null:
      return null;
    case 'afterFlight':
      return 'the date of birth is after the flight';
    case 'otherType': {
      const actual = passengerTypeOn(dateOfBirth, firstFlightDay) ?? type;
      return `the date of birth makes this passenger ${article(actual)} ${actual} on the day of travel, not ${article(type)} ${type}`;
    }
    case 'infantTurnsTwo':
      return 'the infant turns 2 before the last flight and needs a seat of their own: book them as a child';
  }
}

function article(type: PassengerType): string {
  return type === 'adult' || type === 'infant' ? 'an' : 'a';
}

/** A passport must be valid after the last flight's day. */
export function passportExpiryProblem(expiry: string, lastFlightDay: string): string | null {
  return expiry > lastFlightDay ? null : 'the passport expires before the last flight';
}

export const LAYOVER_RULES = {
  /** Shorter than this is not a connection a traveller can make. */
  minimumConnectionMinutes: 45,
  /** From this long a layover is flagged as long. */
  longFromMinutes: 6 * 60,
  /** A layover that spans these local hours at the connecting airport is overnight. */
  overnightFromHour: 0,
  overnightUntilHour: 5,
} as const;

/** Calendar days between two local dates (YYYY-MM-DD): the '+1' shown beside an arrival on a later day. */
export function dayOffset(departureLocalDate: string, arrivalLocalDate: string): number {
  return Math.round((Date.parse(`${arrivalLocalDate}T00:00:00Z`) - Date.parse(`${departureLocalDate}T00:00:00Z`)) / 86_400_000);
}

/**
 * A journey's key, in search results, quotes and bookings: each flight's number and the local
 * date it leaves on, e.g. `BA117.2026-12-01_BA286.2026-12-02`. The API finds the flights
 * again from it; the dates make passenger ages checkable in the request itself.
 */
export const JOURNEY_KEY_PATTERN = /^[A-Z0-9]{2}\d{1,4}\.\d{4}-\d{2}-\d{2}(_[A-Z0-9]{2}\d{1,4}\.\d{4}-\d{2}-\d{2}){0,2}$/;

export interface JourneyKeyLeg {
  /** `BA117`: the airline's code and the flight's number, no space. */
  flight: string;
  /** The local date the flight leaves on. */
  date: string;
}

export function journeyKey(legs: readonly JourneyKeyLeg[]): string {
  return legs.map((leg) => `${leg.flight}.${leg.date}`).join('_');
}

/** The legs of a key that matches JOURNEY_KEY_PATTERN. */
export function journeyKeyLegs(key: string): JourneyKeyLeg[] {
  return key.split('_').map((leg) => {
    const [flight = '', date = ''] = leg.split('.');
    return { flight, date };
  });
}

/** The first and last local flight dates of a trip's journeys, from their keys. */
export function tripFlightDays(outboundKey: string, inboundKey?: string): { first: string; last: string } {
  const legs = [...journeyKeyLegs(outboundKey), ...(inboundKey ? journeyKeyLegs(inboundKey) : [])];
  return { first: legs[0]?.date ?? '', last: legs[legs.length - 1]?.date ?? '' };
}

/** The six-character record locator an airline gives a booking: letters and digits without 0/O, 1/I. */
export const PNR_PATTERN = /^[A-HJ-NP-Z2-9]{6}$/;
/** An e-ticket number: the airline's three-digit accounting code and ten digits. */
export const E_TICKET_PATTERN = /^\d{13}$/;

/** A passenger's gender as the airline's ticket names it. */
export const PASSENGER_GENDERS = ['female', 'male', 'unspecified'] as const;
