// The hotels journey's plain rules and constants (no zod, so the browser can bundle them):
// search defaults and limits, SPEC 5's age bands, and the compact rooms query.

export const HOTEL_SEARCH_DEFAULTS = { radiusKm: 15, currency: 'USD', sort: 'price', page: 1, pageSize: 20 } as const;
export const HOTEL_SEARCH_LIMITS = { maxRadiusKm: 50, maxPageSize: 50, maxRooms: 5, maxAdultsPerRoom: 8, maxChildrenPerRoom: 6 } as const;
export const HOTEL_SORTS = ['price', 'rating', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
/** The star ratings, as the search facets key them. */
export const STAR_KEYS = ['1', '2', '3', '4', '5'] as const;

/**
 * SPEC 5's age bands: adult 12 or older, child 2 to 12, infant under 2. A room's guests are
 * its `adults` plus one age per younger guest in `childAges`; an age of 12-17 counts as an
 * adult (it needs an adult's bed), 2-11 as a child, 0-1 as an infant (a cot, no bed).
 */
export const ADULT_FROM_AGE = 12;
export const CHILD_FROM_AGE = 2;

export interface HotelRoomRequest {
  adults: number;
  childAges: number[];
}

export interface GuestBands {
  adults: number;
  children: number;
  infants: number;
}

export function guestBands(room: HotelRoomRequest): GuestBands {
  const count = (test: (age: number) => boolean) => room.childAges.filter(test).length;
  return {
    adults: room.adults + count((age) => age >= ADULT_FROM_AGE),
    children: count((age) => age >= CHILD_FROM_AGE && age < ADULT_FROM_AGE),
    infants: count((age) => age < CHILD_FROM_AGE),
  };
}

/**
 * The details call's compact rooms query: each room is its adults, then each child's age,
 * joined by '-'; rooms are joined by ','. `2` is one room for 2 adults, `2-5-8,1` a room
 * for 2 adults with children of 5 and 8, and a room for 1 adult.
 */
export function roomsQuery(rooms: HotelRoomRequest[]): string {
  return rooms.map((room) => [room.adults, ...room.childAges].join('-')).join(',');
}

// ---------------------------------------------------------------- what a room and a stay are like

/** The beds a room type has, as codes the pages translate. */
export const BED_TYPES = ['king', 'queen', 'double', 'twin', 'single', 'bunk', 'sofa-bed'] as const;
export type BedType = (typeof BED_TYPES)[number];

/** The hotel's rule on pets: welcome free of charge, welcome for a charge, or not allowed. */
export const PET_POLICIES = ['free', 'charged', 'not-allowed'] as const;
export type PetPolicy = (typeof PET_POLICIES)[number];

/** What the property takes for extras (the stay itself is paid when booking); brands are never translated, cash is. */
export const PROPERTY_PAYMENT_METHODS = ['visa', 'mastercard', 'amex', 'diners', 'jcb', 'unionpay', 'cash'] as const;
export type PropertyPaymentMethod = (typeof PROPERTY_PAYMENT_METHODS)[number];

/** A picture of the hotel itself (outside, its lobby...), or of one of its room types. */
export const HOTEL_PHOTO_KINDS = ['hotel', 'room'] as const;
export type HotelPhotoKind = (typeof HOTEL_PHOTO_KINDS)[number];
