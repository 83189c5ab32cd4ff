import { hashSeed, mulberry32 } from '@travel/artwork';
import { PROPERTY_PAYMENT_METHODS, type HotelPolicies, type PetPolicy, type PropertyPaymentMethod } from '@travel/contracts';

/** The seeded catalogue's amenity names that a policy follows (seed/inventory/vocabulary.ts). */
export const NIGHT_DESK_AMENITY = '24-hour front desk';
export const PET_FRIENDLY_AMENITY = 'Pet friendly';

/**
 * A hotel's house rules, from its facts and a stream seeded by its id: the same rules on every
 * request. Whatever the amenities promise, the rules keep: a front desk open all night takes
 * guests at any hour, and pets are welcome only where the hotel says it is pet friendly.
 * Children follow the booking rules (hotel-occupancy.ts): every hotel takes them, and an
 * infant sleeps in a cot, free, since a room is priced whoever sleeps in it; no room adds beds.
 */
export function hotelPolicies(hotel: { id: number; stars: number; amenities: readonly string[] }): HotelPolicies {
  const rng = mulberry32(hashSeed(`policies:${hotel.id}`));
  const upscale = hotel.stars >= 4;
  const from = upscale ? '15:00' : rng.pick(['14:00', '15:00']);
  const until = hotel.amenities.includes(NIGHT_DESK_AMENITY) ? null : rng.pick(upscale ? ['23:00', '23:30'] : ['20:00', '22:00', '23:00']);
  const checkOut = hotel.stars === 5 ? '12:00' : rng.pick(upscale ? ['11:00', '12:00'] : ['10:00', '11:00']);
  const pets: PetPolicy = hotel.amenities.includes(PET_FRIENDLY_AMENITY) ? (upscale || rng.next() < 0.5 ? 'charged' : 'free') : 'not-allowed';
  const methods = new Set<PropertyPaymentMethod>(['visa', 'mastercard']);
  if (hotel.stars >= 3 || rng.next() < 0.5) methods.add('amex');
  if (hotel.stars === 5) for (const method of rng.sample(['diners', 'jcb', 'unionpay'] as const, rng.int(1, 3))) methods.add(method);
  if (hotel.stars < 5 || rng.next() < 0.5) methods.add('cash');
  return {
    checkIn: { from, until },
    checkOut: { until: checkOut },
    children: { allowed: true, freeCots: true, extraBeds: false },
    pets,
    payment: { methods: PROPERTY_PAYMENT_METHODS.filter((method) => methods.has(method)), depositAtCheckIn: upscale || rng.next() < 0.3 },
  };
}
