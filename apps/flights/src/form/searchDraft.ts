import {
  type Airport,
  FLIGHT_SEARCH_DEFAULTS,
  flightResultsPath,
  passengersProblem,
  type FlightCabin,
  type FlightResultsQuery,
  type PassengerCounts,
  type TripType,
} from '@travel/contracts';
import { addDays, tripDateErrors, type DateRange, type DateRangeErrors } from '@travel/ui/search';

/** An airport picked from the suggestions; it counts only while its box still shows its label. */
export interface AirportChoice {
  code: string;
  label: string;
}

/** The flight search as the traveller fills it in. */
export interface FlightSearchDraft {
  trip: TripType;
  fromText: string;
  from: AirportChoice | null;
  toText: string;
  to: AirportChoice | null;
  depart: string;
  /** Kept while the trip is one-way, so switching back to return restores it. */
  returnDate: string;
  passengers: PassengerCounts;
  cabin: FlightCabin;
}

export type AirportError = 'required' | 'choose' | 'same';
export type PassengersError = 'noAdult' | 'infantsOverAdults' | 'tooManySeats';

export interface FlightDraftErrors {
  from?: AirportError;
  to?: AirportError;
  /** The departure's (checkIn) and the return's (checkOut), as the dates field words them. */
  dates: DateRangeErrors;
  passengers?: PassengersError;
}

/** A new search leaves in two weeks and comes back a week later. */
const DEFAULT_DEPART_IN_DAYS = 14;
const DEFAULT_TRIP_DAYS = 7;

/** A search in the URL fills the form (the codes stand for the airports); otherwise a return trip for one adult. */
export function initialDraft(query: FlightResultsQuery | undefined, today: string): FlightSearchDraft {
  if (!query) {
    const depart = addDays(today, DEFAULT_DEPART_IN_DAYS);
    return {
      trip: 'return',
      fromText: '',
      from: null,
      toText: '',
      to: null,
      depart,
      returnDate: addDays(depart, DEFAULT_TRIP_DAYS),
      passengers: { adults: FLIGHT_SEARCH_DEFAULTS.adults, children: FLIGHT_SEARCH_DEFAULTS.children, infants: FLIGHT_SEARCH_DEFAULTS.infants },
      cabin: FLIGHT_SEARCH_DEFAULTS.cabin,
    };
  }
  return {
    trip: query.return ? 'return' : 'oneway',
    fromText: query.from,
    from: { code: query.from, label: query.from },
    toText: query.to,
    to: { code: query.to, label: query.to },
    depart: query.depart,
    returnDate: query.return ?? '',
    passengers: { adults: query.adults, children: query.children, infants: query.infants },
    cabin: query.cabin,
  };
}

/** An airport as its box shows it once chosen: 'Oslo (OSL)'. */
export const airportChoice = (airport: Pick<Airport, 'city' | 'code'>): AirportChoice => ({ code: airport.code, label: `${airport.city} (${airport.code})` });

/** The airport that still matches the text in its box. */
export const chosenAirport = (text: string, choice: AirportChoice | null): AirportChoice | null => (choice && choice.label === text ? choice : null);

/** The two airports change places, with what their boxes show. */
export const swapAirports = (draft: FlightSearchDraft): FlightSearchDraft => ({ ...draft, fromText: draft.toText, from: draft.to, toText: draft.fromText, to: draft.from });

function airportError(text: string, choice: AirportChoice | null): AirportError | undefined {
  if (text.trim() === '') return 'required';
  return chosenAirport(text, choice) ? undefined : 'choose';
}

/** The trip's days as the dates field holds them: the departure, and the return (kept while one-way). */
export const tripDays = (draft: FlightSearchDraft): DateRange => ({ checkIn: draft.depart, checkOut: draft.returnDate });

/** What the contracts' party rule refuses, as a code the screens translate. */
export function passengersError(counts: PassengerCounts): PassengersError | undefined {
  if (!passengersProblem(counts)) return undefined;
  if (counts.adults < 1) return 'noAdult';
  return counts.infants > counts.adults ? 'infantsOverAdults' : 'tooManySeats';
}

export function draftErrors(draft: FlightSearchDraft, today: string): FlightDraftErrors {
  const errors: FlightDraftErrors = {
    from: airportError(draft.fromText, draft.from),
    to: airportError(draft.toText, draft.to),
    dates: tripDateErrors(tripDays(draft), today, draft.trip === 'oneway'),
    passengers: passengersError(draft.passengers),
  };
  const from = chosenAirport(draft.fromText, draft.from);
  if (!errors.to && from && from.code === chosenAirport(draft.toText, draft.to)?.code) errors.to = 'same';
  return errors;
}

export const hasErrors = ({ dates, ...fields }: FlightDraftErrors): boolean =>
  Object.keys(dates).length > 0 || Object.values(fields).some((error) => error !== undefined);

/** The results link of a complete form; undefined while something is wrong. */
export function searchTarget(draft: FlightSearchDraft, today: string): string | undefined {
  const from = chosenAirport(draft.fromText, draft.from);
  const to = chosenAirport(draft.toText, draft.to);
  if (!from || !to || hasErrors(draftErrors(draft, today))) return undefined;
  return flightResultsPath({
    from: from.code,
    to: to.code,
    depart: draft.depart,
    ...(draft.trip === 'return' ? { return: draft.returnDate } : {}),
    ...draft.passengers,
    cabin: draft.cabin,
  });
}
