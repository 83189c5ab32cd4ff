// A proposal's item priced now by its service's own offer code (the hotel and flight
// checkouts' quote), for the client: an anonymous viewer's price, since the client reads it.
import { type BookingSummary, ERROR_CODES, hotelBookingSummary, isoDay, type ProposalOffer } from '@travel/contracts';
import type { AgencyRow } from '../db/schema-agencies';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import type { HotelProvider } from '../inventory/providers';
import { flightOfferSummary } from '../services/flights/bookable';
import { networkFor } from '../services/flights/network';
import { flightOfferFor } from '../services/flights/offer';
import { flightPricing } from '../services/flights/pricing';
import { offerFor } from '../services/hotels/offer';

/** The client has no account: the price an anonymous visitor of the agency's site gets. */
const CLIENT_VIEWER = null;

export interface ItemQuote {
  summary: BookingSummary;
  /** In minor units of `currency` (the offer's display currency). */
  total: number;
  currency: string;
  /** Why it cannot be booked now, in English; absent when it can. */
  unavailable?: string;
}

/** The offer priced now; its service's 404 or 400 when the hotel, room or flight is unknown. */
export async function quoteOffer(db: Db, hotels: HotelProvider, agency: AgencyRow, item: ProposalOffer): Promise<ItemQuote> {
  if (item.service === 'hotels') {
    const offer = await offerFor(db, hotels, CLIENT_VIEWER, agency, item.offer);
    return { summary: hotelBookingSummary(offer), total: offer.display.totalRate, currency: offer.display.currency, ...(offer.unavailable ? { unavailable: offer.unavailable.reason } : {}) };
  }
  const pricing = await flightPricing(db, CLIENT_VIEWER, agency, item.offer.currency, 'body.offer.currency');
  const offer = await flightOfferFor(db, await networkFor(db), item.offer, item.offer.passengers, pricing);
  return { summary: flightOfferSummary(offer), total: offer.display.totalRate, currency: offer.display.currency, ...(offer.unavailable ? { unavailable: offer.unavailable.reason } : {}) };
}

/**
 * The price now, or null when the item can no longer be booked: gone from the catalogue (its
 * service's 404 or 400), sold out, or its trip has begun. Anything else (the database) is thrown.
 */
export async function currentTotal(db: Db, hotels: HotelProvider, agency: AgencyRow, item: ProposalOffer, summary: BookingSummary, now: Date): Promise<number | null> {
  if (summary.start < isoDay(now)) return null;
  try {
    const quote = await quoteOffer(db, hotels, agency, item);
    return quote.unavailable === undefined ? quote.total : null;
  } catch (err) {
    if (err instanceof HttpError && (err.statusCode === 404 || (err.statusCode === 400 && err.code === ERROR_CODES.validation))) return null;
    throw err;
  }
}
