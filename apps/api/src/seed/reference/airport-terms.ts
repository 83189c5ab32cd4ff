import { TERM_RANK } from '../../reference/airport-search';
import { normaliseSearch, wordSuffixes } from '@travel/contracts';
import type { SeedAirport } from './airports';

export interface AirportTerm {
  airportCode: string;
  term: string;
  rank: number;
}

/** Every search key of one airport, each once, at the best rank it earns. */
export function airportTerms(airport: SeedAirport, countryName: string): AirportTerm[] {
  const best = new Map<string, number>();
  const add = (term: string, rank: number): void => {
    if (term && (best.get(term) ?? Infinity) > rank) best.set(term, rank);
  };
  add(airport.code.toLowerCase(), TERM_RANK.code);
  for (const city of [airport.city, ...(airport.aka ?? [])]) {
    const phrase = normaliseSearch(city);
    add(phrase, TERM_RANK.city);
    for (const suffix of wordSuffixes(phrase).slice(1)) add(suffix, TERM_RANK.word);
  }
  const name = normaliseSearch(airport.name);
  add(name, TERM_RANK.name);
  for (const suffix of wordSuffixes(name).slice(1)) add(suffix, TERM_RANK.word);
  for (const suffix of wordSuffixes(normaliseSearch(countryName))) add(suffix, TERM_RANK.country);
  return [...best].map(([term, rank]) => ({ airportCode: airport.code, term, rank }));
}
