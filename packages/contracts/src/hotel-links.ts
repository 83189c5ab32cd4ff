// The hotels journey's URLs (SPEC 2.2), so a stay can be shared and reloaded: the API's
// deal links, the results page, the details page and the checkout all write and read them
// here. Plain TypeScript.
import { roomsQuery, type HotelRoomRequest } from './hotel-rooms';

export const HOTELS_BASE_PATH = '/booknow/hotels';

/** A chosen hotel, stay and party: what the details page shows and the checkout books. */
export interface HotelStayParams {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  rooms: HotelRoomRequest[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ROOMS = /^\d{1,2}(-\d{1,2})*(,\d{1,2}(-\d{1,2})*)*$/;

/** `2-5-8,1` (see roomsQuery) back to rooms; undefined when malformed. Limits are the API's to check. */
export function parseRoomsQuery(text: string | null): HotelRoomRequest[] | undefined {
  if (!text || !ROOMS.test(text)) return undefined;
  return text.split(',').map((room) => {
    const [adults = 0, ...childAges] = room.split('-').map(Number);
    return { adults, childAges };
  });
}

/** A deal's occupancies as rooms: each occupancy's adults and children shared out over its rooms. */
export function roomsFromOccupancies(
  occupancies: { numOfRoom: number; numOfAdults: number; childAges: number[] }[],
): HotelRoomRequest[] {
  return occupancies.flatMap(({ numOfRoom, numOfAdults, childAges }) =>
    Array.from({ length: numOfRoom }, (_, i) => ({
      adults: Math.floor(numOfAdults / numOfRoom) + (i < numOfAdults % numOfRoom ? 1 : 0),
      childAges: childAges.filter((_, c) => c % numOfRoom === i),
    })),
  );
}

function stayParams({ hotelId, checkIn, checkOut, rooms }: HotelStayParams): URLSearchParams {
  return new URLSearchParams({ hotelId: String(hotelId), checkIn, checkOut, rooms: roomsQuery(rooms) });
}

/** Commas are legal in a query (RFC 3986) and keep `rooms=2-5,1` readable in a shared link. */
export const queryString = (params: URLSearchParams): string => params.toString().replace(/%2C/g, ',');

export const hotelDetailsPath = (stay: HotelStayParams): string => `${HOTELS_BASE_PATH}/details?${queryString(stayParams(stay))}`;

export function hotelCheckoutPath(stay: HotelStayParams & { roomId: number }): string {
  const params = stayParams(stay);
  params.set('roomId', String(stay.roomId));
  return `${HOTELS_BASE_PATH}/checkout?${queryString(params)}`;
}

export const hotelConfirmationPath = (reference: string): string =>
  `${HOTELS_BASE_PATH}/confirm-payment?${new URLSearchParams({ reference }).toString()}`;

const positiveId = (text: string | null): number | undefined => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);

/** The stay in a details or checkout URL; undefined when a part is missing or malformed. */
export function parseHotelStay(params: URLSearchParams): HotelStayParams | undefined {
  const hotelId = positiveId(params.get('hotelId'));
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const rooms = parseRoomsQuery(params.get('rooms'));
  if (!hotelId || !ISO_DAY.test(checkIn) || !ISO_DAY.test(checkOut) || !rooms) return undefined;
  return { hotelId, checkIn, checkOut, rooms };
}

/** The stay and room type in a checkout URL. */
export function parseHotelCheckout(params: URLSearchParams): (HotelStayParams & { roomId: number }) | undefined {
  const stay = parseHotelStay(params);
  const roomId = positiveId(params.get('roomId'));
  return stay && roomId ? { ...stay, roomId } : undefined;
}
