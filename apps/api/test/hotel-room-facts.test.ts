import { bedsFor, roomFacts } from '../src/inventory/catalogue/hotel-room-facts';
import { generateCatalogue } from '../src/seed/inventory/generate';
import { ROOM_TYPES } from '../src/seed/inventory/vocabulary';

/** Places to sleep: an adult's bed sleeps its adults, a bunk two children, a sofa bed one. */
const PLACES = { king: 2, queen: 2, double: 2, twin: 1, single: 1, bunk: 2, 'sofa-bed': 1 } as const;

test.each<[string, number, number, string]>([
  ['Standard Double Room', 2, 1, 'double×1 sofa-bed×1'],
  ['Superior King Room', 2, 1, 'king×1 sofa-bed×1'],
  ['Family Room', 3, 2, 'queen×1 single×1 bunk×1'],
  ['Junior Suite', 3, 1, 'king×1 single×1 sofa-bed×1'],
  ['Twin Room', 2, 0, 'twin×2'],
  ['Standard Queen Room', 2, 0, 'queen×1'],
  ['Family Suite', 4, 2, 'king×2 bunk×1'],
  ['Penthouse Suite', 3, 1, 'king×1 single×1 sofa-bed×1'],
  ['Single Room', 1, 0, 'single×1'],
  ['Cosy Room', 1, 0, 'single×1'],
])('%s for %i adults and %i children has %s', (name, adults, children, beds) => {
  expect(bedsFor(name, adults, children).map(({ type, count }) => `${type}×${count}`).join(' ')).toBe(beds);
});

test('every seeded room type sleeps whom it takes, in a size that fits its kind, the same on every call', () => {
  const { hotels, hotelRooms } = generateCatalogue();
  const stars = new Map(hotels.map((hotel) => [hotel.id, hotel.stars]));
  for (const room of hotelRooms) {
    const facts = roomFacts(room, stars.get(room.hotelId)!, `/images/hotel-rooms/${room.id}.svg`);
    const adults = facts.beds.filter(({ type }) => type !== 'bunk' && type !== 'sofa-bed').reduce((sum, { type, count }) => sum + PLACES[type] * count, 0);
    const all = facts.beds.reduce((sum, { type, count }) => sum + PLACES[type] * count, 0);
    expect({ name: room.name, adults, all }).toEqual({ name: room.name, adults: room.maxAdults, all: room.maxAdults + room.maxChildren });
    expect(facts.sizeSqm).toBeGreaterThanOrEqual(14);
    expect(facts.sizeSqm).toBeLessThanOrEqual(48);
    expect(roomFacts(room, stars.get(room.hotelId)!, facts.image)).toEqual(facts);
  }
  // A suite is bigger than a twin room in the same hotel.
  const suites = hotelRooms.filter((room) => room.name === 'Junior Suite').map((room) => roomFacts(room, 3, '').sizeSqm);
  const twins = hotelRooms.filter((room) => room.name === 'Twin Room').map((room) => roomFacts(room, 3, '').sizeSqm);
  expect(Math.min(...suites)).toBeGreaterThan(Math.max(...twins));
  expect(ROOM_TYPES.map((type) => type.name)).toEqual(['Standard Double Room', 'Superior King Room', 'Family Room', 'Junior Suite', 'Twin Room']);
});
