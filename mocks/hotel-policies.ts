// The house rules of a mock hotel, in the API's shape (hotelPoliciesSchema), from its id,
// stars and amenities, as apps/api/src/inventory/catalogue/hotel-policies.ts makes them.
import type { HotelPolicies, PropertyPaymentMethod } from '@travel/contracts';
import type { CatalogueHotel } from './hotel-catalogue';

export function hotelPoliciesOf(hotel: Pick<CatalogueHotel, 'id' | 'stars' | 'amenities'>): HotelPolicies {
  const upscale = hotel.stars >= 4;
  const methods: PropertyPaymentMethod[] = ['visa', 'mastercard', ...(hotel.stars >= 3 ? (['amex'] as const) : []), 'cash'];
  return {
    // Every third hotel has a front desk open all night.
    checkIn: { from: upscale ? '15:00' : '14:00', until: hotel.id % 3 === 0 ? null : '23:00' },
    checkOut: { until: upscale ? '12:00' : '11:00' },
    children: { allowed: true, freeCots: true, extraBeds: false },
    pets: hotel.amenities.includes('Pets allowed') ? (upscale ? 'charged' : 'free') : 'not-allowed',
    payment: { methods, depositAtCheckIn: upscale },
  };
}
