import { capStay, MAX_STAY_NIGHTS, nightsBetween, type HotelStay } from '@travel/contracts';

/** SPEC 5: a range over 60 nights ends 60 nights after check-in (search, details, quote and booking alike). */
export function stayFor(checkIn: string, checkOut: string): HotelStay {
  const { start, end } = capStay(checkIn, checkOut, MAX_STAY_NIGHTS);
  return { start, end, nights: nightsBetween(start, end) };
}
