// GET /api/flights/search over the hand-written timetable (schedule.ts), answered as the API
// does: journeys on the asked dates, local and UTC times, layovers flagged by LAYOVER_RULES,
// every brand priced for the whole party in the display currency, for the viewer.
import { AIRLINES, airlineLogo } from '@travel/artwork';
import {
  FARE_BRANDS,
  LAYOVER_RULES,
  dayOffset,
  isoDay,
  journeyKey,
  type FareBrand,
  type FareBrandKey,
  type FlightCabin,
  type FlightPoint,
  type FlightSearchQuery,
  type FlightSearchResponse,
  type FlightSegment,
  type JourneyFare,
  type JourneyOffer,
  type Layover,
  type PriceViewer,
} from '@travel/contracts';
import { pricerFor, type NetPrice, type Pricer } from '../../pricing';
import { airportsFixture } from '../../reference';
import { AIRCRAFT, SCHEDULE, TERMINALS, type JourneyPlan, type LegPlan } from './schedule';

export const FLIGHTS_MARKUP_BP = 900;

const CABIN_FACTOR: Record<FlightCabin, number> = { economy: 1, premium: 1.6, business: 3.2, first: 5 };
const BRAND_FACTOR: Record<FareBrandKey, number> = { basic: 1, standard: 1.25, flex: 1.6 };
/** A child pays most of an adult's fare, an infant on a lap a tenth. */
const CHILD_SHARE = 0.75;
const INFANT_SHARE = 0.1;
const TAX_PER_SEAT = 8_000;
const TAX_PER_INFANT = 2_000;

/** What each brand gives; fees in USD cents per passenger with a seat. */
const BRAND_RULES: Record<FareBrandKey, Omit<FareBrand, 'brand' | 'cabin' | 'currency'>> = {
  basic: { carryOnBags: 1, checkedBags: 0, checkedBagKg: 0, changes: 'none', changeFee: 0, refund: 'taxesOnly', cancellationFee: 0 },
  standard: { carryOnBags: 1, checkedBags: 1, checkedBagKg: 23, changes: 'fee', changeFee: 7_500, refund: 'fee', cancellationFee: 15_000 },
  flex: { carryOnBags: 1, checkedBags: 2, checkedBagKg: 23, changes: 'free', changeFee: 0, refund: 'full', cancellationFee: 0 },
};

// ---------------------------------------------------------------- airport-local time

const MINUTE = 60_000;

const daysAfter = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 1_440 * MINUTE));

/** The wall clock of a zone at an instant: 'YYYY-MM-DDTHH:mm'. */
function localAt(utcMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(utcMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The instant a zone's wall clock shows `local` (the zone's offset an instant earlier is close enough off DST nights). */
function instantOf(local: string, timeZone: string): number {
  const asUtc = Date.parse(`${local}:00Z`);
  const offset = Date.parse(`${localAt(asUtc, timeZone)}:00Z`) - asUtc;
  return asUtc - offset;
}

const utcText = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

// ---------------------------------------------------------------- journeys

/** Whether the airports' list (mocks/reference.ts) has the code: the search's airports and every one the timetable flies to. */
export const knownAirport = (code: string): boolean => airportsFixture.some((a) => a.code === code);

function pointOf(code: string): FlightPoint {
  const airport = airportsFixture.find((a) => a.code === code);
  if (!airport) throw new Error(`No airport ${code} in mocks/reference.ts`);
  return { code, name: airport.name, city: airport.city, countryCode: airport.countryCode, terminal: TERMINALS[code] ?? null, timeZone: airport.timeZone };
}

function segmentOf(leg: LegPlan, date: string): FlightSegment {
  const from = pointOf(leg.from);
  const to = pointOf(leg.to);
  const code = leg.flight.slice(0, 2);
  const airline = AIRLINES.find((a) => a.code === code);
  if (!airline) throw new Error(`No airline ${code} in @travel/artwork`);
  const departure = `${daysAfter(date, leg.dayAfter ?? 0)}T${leg.departs}`;
  const departs = instantOf(departure, from.timeZone);
  const arrives = departs + leg.minutes * MINUTE;
  return {
    flightNumber: leg.flight,
    airline: { code, name: airline.name, logo: airlineLogo(code) },
    aircraft: { code: leg.aircraft, name: AIRCRAFT[leg.aircraft] },
    from,
    to,
    departure,
    arrival: localAt(arrives, to.timeZone),
    departureUtc: utcText(departs),
    arrivalUtc: utcText(arrives),
    durationMinutes: leg.minutes,
  };
}

/** A wait spans the small hours when it starts in them, or runs into another day. */
function spansSmallHours(arrival: string, departure: string): boolean {
  const hour = Number(arrival.slice(11, 13));
  return arrival.slice(0, 10) !== departure.slice(0, 10) || (hour >= LAYOVER_RULES.overnightFromHour && hour < LAYOVER_RULES.overnightUntilHour);
}

function layoverOf(before: FlightSegment, after: FlightSegment): Layover {
  const minutes = (Date.parse(after.departureUtc) - Date.parse(before.arrivalUtc)) / MINUTE;
  return {
    airport: before.to.code,
    city: before.to.city,
    minutes,
    overnight: spansSmallHours(before.arrival, after.departure),
    long: minutes >= LAYOVER_RULES.longFromMinutes,
    changeOfAirport: after.from.code === before.to.code ? null : after.from.code,
  };
}

const brandsOf = (cabin: FlightCabin): readonly FareBrandKey[] => (cabin === 'economy' ? FARE_BRANDS : FARE_BRANDS.filter((brand) => brand !== 'basic'));

function net(fare: number, share: number, tax: number, count: number): NetPrice {
  const wholesale = Math.round(fare * share) * count;
  return { wholesale, taxAndFee: tax * count, published: Math.round(wholesale * 1.15) + tax * count };
}

function fareOf(plan: JourneyPlan, brand: FareBrandKey, query: FlightSearchQuery, price: Pricer): JourneyFare {
  const adultFare = Math.round(plan.fare * CABIN_FACTOR[query.cabin] * BRAND_FACTOR[brand]);
  const parts = [
    net(adultFare, 1, TAX_PER_SEAT, query.adults),
    net(adultFare, CHILD_SHARE, TAX_PER_SEAT, query.children),
    net(adultFare, INFANT_SHARE, TAX_PER_INFANT, query.infants),
  ];
  const party = parts.reduce((sum, part) => ({ wholesale: sum.wholesale + part.wholesale, taxAndFee: sum.taxAndFee + part.taxAndFee, published: sum.published + part.published }));
  return {
    brand: { brand, cabin: query.cabin, ...BRAND_RULES[brand], currency: 'USD' },
    price: price(party),
    seatsLeft: plan.seats,
  };
}

function offerOf(plan: JourneyPlan, date: string, query: FlightSearchQuery, price: Pricer): JourneyOffer {
  const segments = plan.legs.map((leg) => segmentOf(leg, date));
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  const seats = query.adults + query.children;
  return {
    key: journeyKey(segments.map((s) => ({ flight: s.flightNumber.replace(' ', ''), date: s.departure.slice(0, 10) }))),
    segments,
    layovers: segments.slice(1).map((segment, i) => layoverOf(segments[i]!, segment)),
    stops: segments.length - 1,
    durationMinutes: (Date.parse(last.arrivalUtc) - Date.parse(first.departureUtc)) / MINUTE,
    dayOffset: dayOffset(first.departure.slice(0, 10), last.arrival.slice(0, 10)),
    // A cabin without seats for the whole party sells no fare.
    fares: plan.seats >= seats ? brandsOf(query.cabin).map((brand) => fareOf(plan, brand, query, price)) : [],
  };
}

const journeys = (from: string, to: string, date: string, query: FlightSearchQuery, price: Pricer): JourneyOffer[] =>
  (SCHEDULE[`${from}-${to}`] ?? []).map((plan) => offerOf(plan, date, query, price));

/** The search's answer, or the leg it asks for; undefined when the display currency has no exchange rate. */
export function searchFlights(query: FlightSearchQuery, viewer: PriceViewer): FlightSearchResponse | undefined {
  const price = pricerFor(viewer, query.currency, FLIGHTS_MARKUP_BP);
  if (!price) return undefined;
  return {
    from: pointOf(query.from),
    to: pointOf(query.to),
    outbound: query.leg === 'inbound' ? [] : journeys(query.from, query.to, query.depart, query, price),
    inbound: query.return === undefined || query.leg === 'outbound' ? null : journeys(query.to, query.from, query.return, query, price),
    currency: query.currency,
  };
}
