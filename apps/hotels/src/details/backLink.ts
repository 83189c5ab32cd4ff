import { hotelResultsPath, parseHotelResults, type HotelStayParams } from '@travel/contracts';

export interface BackLink {
  /** 'results': the search the traveller came from; 'nearby': hotels around this one, for a page opened from elsewhere. */
  kind: 'results' | 'nearby';
  path: string;
}

/**
 * Where the details page's back link goes. Opened from the results, its URL carries that
 * search (hotelDetailsPath's `from`), filters, sort and page included, so the link restores
 * it; opened from a deal or a shared link, it offers the other hotels near this one.
 */
export function backLinkOf(params: URLSearchParams, stay: HotelStayParams, hotel: { city: string; latitude: number; longitude: number }): BackLink {
  const from = parseHotelResults(params);
  if (from) return { kind: 'results', path: hotelResultsPath(from) };
  return {
    kind: 'nearby',
    path: hotelResultsPath({
      destination: { latitude: hotel.latitude, longitude: hotel.longitude },
      place: hotel.city,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms,
      sort: 'distance',
      page: 1,
      filters: {},
    }),
  };
}
