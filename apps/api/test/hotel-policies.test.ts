import { hotelPoliciesSchema } from '@travel/contracts';
import { NIGHT_DESK_AMENITY, PET_FRIENDLY_AMENITY, hotelPolicies } from '../src/inventory/catalogue/hotel-policies';
import { generateCatalogue } from '../src/seed/inventory/generate';
import { AMENITIES } from '../src/seed/inventory/vocabulary';

const { hotels } = generateCatalogue();

test('the amenities the rules follow are the catalogue’s own names', () => {
  expect(AMENITIES).toEqual(expect.arrayContaining([NIGHT_DESK_AMENITY, PET_FRIENDLY_AMENITY]));
});

test.each<[string, { stars: number; amenities: string[] }, Partial<ReturnType<typeof hotelPolicies>>]>([
  ['a 5-star hotel with a night desk and pets', { stars: 5, amenities: [NIGHT_DESK_AMENITY, PET_FRIENDLY_AMENITY] }, { checkIn: { from: '15:00', until: null }, checkOut: { until: '12:00' }, pets: 'charged' }],
  ['a 4-star hotel without pets', { stars: 4, amenities: ['Pool'] }, { pets: 'not-allowed' }],
  ['any hotel', { stars: 2, amenities: [] }, { children: { allowed: true, freeCots: true, extraBeds: false } }],
])('%s', (_name, hotel, expected) => {
  expect(hotelPolicies({ id: 7, ...hotel })).toMatchObject(expected);
});

test('every seeded hotel has rules that keep its amenities’ promises, the same on every call', () => {
  for (const hotel of hotels) {
    const policies = hotelPolicies(hotel);
    expect(hotelPoliciesSchema.safeParse(policies).error).toBeUndefined();
    expect(hotelPolicies({ ...hotel })).toEqual(policies);
    expect(policies.checkIn.until === null).toBe(hotel.amenities.includes(NIGHT_DESK_AMENITY));
    expect(policies.pets === 'not-allowed').toBe(!hotel.amenities.includes(PET_FRIENDLY_AMENITY));
    if (policies.checkIn.until !== null) expect(policies.checkIn.until > policies.checkIn.from).toBe(true);
    expect(policies.checkOut.until < policies.checkIn.from).toBe(true);
    expect(policies.payment.methods.slice(0, 2)).toEqual(['visa', 'mastercard']);
  }
  expect(new Set(hotels.map((hotel) => hotelPolicies(hotel).pets))).toEqual(new Set(['free', 'charged', 'not-allowed']));
});
