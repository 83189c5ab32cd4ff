import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNearestAirportQuery } from '../api';
import { airportChoice, type AirportChoice } from './searchDraft';

/**
 * The airport nearest SPEC 2.3's `airportLat` and `airportLong` in the page's URL (a link from
 * the agency's own site, say), to start a new search from; null without them, while asking, or
 * when none is near. A failed call only leaves the box empty: the traveller can still type.
 */
export function useNearestAirport(wanted: boolean): AirportChoice | null {
  const [params] = useSearchParams();
  const lat = params.get('airportLat');
  const long = params.get('airportLong');
  const given = wanted && lat !== null && long !== null && lat !== '' && long !== '';
  const { currentData } = useNearestAirportQuery({ lat: lat ?? '', long: long ?? '' }, { skip: !given });
  // One object per answer: the form fills the box once, not again after the traveller clears it.
  return useMemo(() => (given && currentData ? airportChoice(currentData) : null), [given, currentData]);
}
