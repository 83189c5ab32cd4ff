import { MAX_STAY_NIGHTS, nightsBetween, type HotelStay } from '@travel/contracts';

/**
 * The stay an answer shows when it is shorter than the one asked for (SPEC 5's 60-night cap);
 * otherwise undefined. Only a stay asked for over the cap counts: while new dates load, the
 * list on screen still carries the last answer, whose stay ends on other dates for no cap at all.
 */
export function cappedStay(asked: { checkIn: string; checkOut: string }, stay: HotelStay | undefined): HotelStay | undefined {
  if (!stay || stay.start !== asked.checkIn) return undefined;
  if (nightsBetween(asked.checkIn, asked.checkOut) <= MAX_STAY_NIGHTS) return undefined;
  return stay.end < asked.checkOut ? stay : undefined;
}
