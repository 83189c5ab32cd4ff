// The results' filters and orders: client-side, the lists are small.
import { FLIGHT_LIMITS, toMajor, type FlightSort, type JourneyOffer } from '@travel/contracts';
import { dayPartOf, type DayPart } from '../format';
import type { BrandPrice } from './tripPrice';

/** A journey as a card lists it, with the price it shows (none when sold out). */
export interface ListedJourney {
  journey: JourneyOffer;
  price: BrandPrice | undefined;
}

export interface JourneyFilters {
  stops: number[];
  airlines: string[];
  departure: DayPart[];
  arrival: DayPart[];
  /** Longest total duration, in hours. */
  maxHours?: number | undefined;
  /** Whole units of the display currency, as typed. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

export const NO_FILTERS: JourneyFilters = { stops: [], airlines: [], departure: [], arrival: [] };

export const STOP_CHOICES = Array.from({ length: FLIGHT_LIMITS.maxStops + 1 }, (_, stops) => stops);

const departureOf = (journey: JourneyOffer) => journey.segments[0]!.departure;
const arrivalOf = (journey: JourneyOffer) => journey.segments[journey.segments.length - 1]!.arrival;
export const airlinesOf = (journey: JourneyOffer): string[] => [...new Set(journey.segments.map((segment) => segment.airline.code))];

const priceUnits = (price: BrandPrice) => toMajor(price.price.totalRate, price.price.currency);
const within = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

export function matchesFilters({ journey, price }: ListedJourney, filters: JourneyFilters): boolean {
  if (!within(filters.stops, journey.stops)) return false;
  if (filters.airlines.length > 0 && !airlinesOf(journey).some((code) => filters.airlines.includes(code))) return false;
  if (!within(filters.departure, dayPartOf(departureOf(journey))) || !within(filters.arrival, dayPartOf(arrivalOf(journey)))) return false;
  if (filters.maxHours !== undefined && journey.durationMinutes > filters.maxHours * 60) return false;
  if (filters.priceMin === undefined && filters.priceMax === undefined) return true;
  if (!price) return false;
  const units = priceUnits(price);
  return (filters.priceMin === undefined || units >= filters.priceMin) && (filters.priceMax === undefined || units <= filters.priceMax);
}

/** How many journeys each choice of a filter would keep, the other filters as they are (the boxes' counts). */
export function choiceCounts<K extends 'stops' | 'airlines' | 'departure' | 'arrival'>(
  items: readonly ListedJourney[],
  filters: JourneyFilters,
  key: K,
  valuesOf: (journey: JourneyOffer) => JourneyFilters[K][number][],
): Map<JourneyFilters[K][number], number> {
  const others = { ...filters, [key]: [] };
  const counts = new Map<JourneyFilters[K][number], number>();
  for (const item of items.filter((listed) => matchesFilters(listed, others))) {
    for (const value of valuesOf(item.journey)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

export const departurePart = (journey: JourneyOffer): DayPart => dayPartOf(departureOf(journey));
export const arrivalPart = (journey: JourneyOffer): DayPart => dayPartOf(arrivalOf(journey));

/** 'At most N hours' choices: every few hours from the fastest journey's to the slowest's. */
export function durationChoices(journeys: readonly JourneyOffer[], stepHours = 4): number[] {
  if (journeys.length === 0) return [];
  const minutes = journeys.map((journey) => journey.durationMinutes);
  const fastest = Math.ceil(Math.min(...minutes) / 60);
  const slowest = Math.ceil(Math.max(...minutes) / 60);
  const choices: number[] = [];
  for (let hours = fastest; hours < slowest; hours += stepHours) choices.push(hours);
  return choices;
}

/**
 * 'Best': a price and a duration each measured against the list's cheapest and fastest, so
 * a journey twice the cheapest's price weighs as much as one twice the fastest's time. Lower is better.
 */
export const bestScore = (price: number, minutes: number, cheapest: number, fastest: number): number => price / cheapest + minutes / fastest;

/** The list in the chosen order; sold-out journeys last. Ties keep the API's order. */
export function sortJourneys(items: readonly ListedJourney[], sort: FlightSort): ListedJourney[] {
  const priced = items.filter((item) => item.price);
  const total = (item: ListedJourney) => item.price?.price.totalRate ?? Infinity;
  const cheapest = Math.min(...priced.map(total));
  const fastest = Math.min(...items.map((item) => item.journey.durationMinutes));
  const compare: Record<FlightSort, (a: ListedJourney, b: ListedJourney) => number> = {
    best: (a, b) => bestScore(total(a), a.journey.durationMinutes, cheapest, fastest) - bestScore(total(b), b.journey.durationMinutes, cheapest, fastest),
    cheapest: (a, b) => total(a) - total(b) || a.journey.durationMinutes - b.journey.durationMinutes,
    fastest: (a, b) => a.journey.durationMinutes - b.journey.durationMinutes || total(a) - total(b),
    earliest: (a, b) => departureOf(a.journey).localeCompare(departureOf(b.journey)),
  };
  const soldOut = items.filter((item) => !item.price);
  return [...priced.sort(compare[sort]), ...soldOut];
}
