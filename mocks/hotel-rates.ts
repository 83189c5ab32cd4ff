// What a catalogue room costs for a stay, whom it sleeps and what cancelling it costs: one
// place for the details call (hotels.ts) and the checkout (hotel-offer.ts), priced for whoever
// asks as the API prices both (pricing.ts; apps/api/src/inventory/pricing.ts, hotel-occupancy.ts,
// hotel-cancellation.ts), so the checkout charges what the details page showed.
import {
  capStay,
  guestBands,
  isoDay,
  MAX_STAY_NIGHTS,
  nightsBetween,
  type HotelCancellation,
  type HotelRoomRequest,
  type HotelStay,
  type PriceViewer,
  type VisibleRates,
} from '@travel/contracts';
import type { CatalogueRoom } from './hotel-catalogue';
import { pricerFor } from './pricing';

const DAY_MS = 86_400_000;
/** Wayfarer's hotel markup (DEMO.md). */
export const HOTEL_MARKUP_BP = 1200;

/** The stay a request asks for, capped at 60 nights as every hotel call caps it. */
export function stayFor(checkIn: string, checkOut: string): HotelStay {
  const { start, end } = capStay(checkIn, checkOut, MAX_STAY_NIGHTS);
  return { start, end, nights: nightsBetween(start, end) };
}

/** What `rooms` rooms of a type cost the agency for `nights`: net USD cents. */
export const stayNet = (room: CatalogueRoom, nights: number, rooms: number): number => room.nightlyNet * nights * rooms;

/** Net USD cents converted to `currency` and marked up, as `viewer` sees them; undefined without an exchange rate. */
export function priceIn(currency: string, wholesaleUsd: number, viewer: PriceViewer): VisibleRates | undefined {
  const net = { wholesale: wholesaleUsd, taxAndFee: Math.round(wholesaleUsd * 0.12), published: Math.round(wholesaleUsd * 1.45) };
  return pricerFor(viewer, currency, HOTEL_MARKUP_BP)?.(net);
}

/** Whether one room of a type sleeps a party (SPEC 5's age bands: infants take no bed). */
export function roomFits(room: Pick<CatalogueRoom, 'maxAdults' | 'maxChildren'>, party: HotelRoomRequest): boolean {
  const { adults, children } = guestBands(party);
  return adults <= room.maxAdults && adults + children <= room.maxAdults + room.maxChildren;
}

/** The policy for a stay starting `checkIn`, seen on `today`: free until its notice, else the whole stay (`rates`). */
export function cancellationOf(
  freeCancellationDays: CatalogueRoom['freeCancellationDays'],
  checkIn: string,
  rates: Pick<VisibleRates, 'totalRate' | 'currency'>,
  today: string,
): HotelCancellation {
  if (freeCancellationDays !== null) {
    const freeUntil = isoDay(new Date(Date.parse(`${checkIn}T00:00:00Z`) - freeCancellationDays * DAY_MS));
    if (freeUntil >= today) return { freeUntil, explanation: `Free cancellation until the end of ${freeUntil} (UTC), ${freeCancellationDays} days before check-in.` };
  }
  return {
    penalty: { percentage: 100, amount: rates.totalRate, currency: rates.currency },
    explanation: freeCancellationDays === null ? 'Non-refundable: cancelling costs the full price.' : 'The free cancellation period has ended: cancelling costs the full price.',
  };
}
