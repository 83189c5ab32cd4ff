// Word lists the generator draws names and offers from. Brands are invented (no real
// trademarks); vehicles are real models, "or similar" as rental companies say. The car
// suppliers are CAR_SUPPLIERS in @travel/artwork, as the logo artwork names them too.

export const HOTEL_BRANDS = [
  'Grand', 'Royal', 'Park', 'Harbour', 'Meridian', 'Crown', 'Lighthouse', 'Azure', 'Summit', 'Linden',
  'Orchid', 'Copper', 'Juniper', 'Silver', 'Ivory', 'Atlas', 'Cedar', 'Beacon', 'Wren', 'Marble',
] as const;

export const HOTEL_ADJECTIVES = ['Boutique', 'Garden', 'Central', 'Riverside', 'Plaza', 'Heritage', 'Loft', 'Terrace'] as const;

export const AMENITIES = [
  'Free Wi-Fi', 'Breakfast', 'Pool', 'Spa', 'Fitness centre', 'Restaurant', 'Bar', 'Airport shuttle', 'Parking',
  'Air conditioning', 'Pet friendly', 'Family rooms', '24-hour front desk', 'Rooftop terrace', 'Laundry',
] as const;

/** The first is every hotel's standard room; each hotel adds one or two of the others. */
export const ROOM_TYPES = [
  { name: 'Standard Double Room', board: 'Room only', maxAdults: 2, maxChildren: 1, priceFactor: 1 },
  { name: 'Superior King Room', board: 'Breakfast included', maxAdults: 2, maxChildren: 1, priceFactor: 1.25 },
  { name: 'Family Room', board: 'Breakfast included', maxAdults: 3, maxChildren: 2, priceFactor: 1.45 },
  { name: 'Junior Suite', board: 'Breakfast included', maxAdults: 3, maxChildren: 1, priceFactor: 1.7 },
  { name: 'Twin Room', board: 'Room only', maxAdults: 2, maxChildren: 0, priceFactor: 0.95 },
] as const;

/** Per-person prices before the city's cost factor. */
export const ACTIVITY_TEMPLATES = [
  { title: '{district} walking tour', minutes: 150, priceCents: 3_500 },
  { title: 'Food tasting in {district}', minutes: 180, priceCents: 7_500 },
  { title: '{city} highlights by bike', minutes: 180, priceCents: 5_000 },
  { title: 'Sunset photo walk in {district}', minutes: 90, priceCents: 4_000 },
  { title: '{city} museum pass with skip-the-line entry', minutes: 480, priceCents: 6_500 },
  { title: 'Full-day trip from {city}', minutes: 600, priceCents: 12_000 },
  { title: '{city} by night: guided tour', minutes: 150, priceCents: 4_500 },
  { title: 'Cooking class in {district}', minutes: 210, priceCents: 9_000 },
  { title: 'Street art tour in {district}', minutes: 120, priceCents: 3_000 },
  { title: '{city} boat tour', minutes: 90, priceCents: 5_500 },
] as const;

export const VEHICLES = [
  { name: 'Fiat 500 or similar', vehicleClass: 'Mini', passengers: 4, bags: 1, doors: 3, dailyCents: 3_200 },
  { name: 'Volkswagen Polo or similar', vehicleClass: 'Economy', passengers: 5, bags: 2, doors: 5, dailyCents: 3_800 },
  { name: 'Toyota Corolla or similar', vehicleClass: 'Compact', passengers: 5, bags: 2, doors: 4, dailyCents: 4_500 },
  { name: 'Toyota RAV4 or similar', vehicleClass: 'Compact SUV', passengers: 5, bags: 3, doors: 5, dailyCents: 6_200 },
  { name: 'Ford Explorer or similar', vehicleClass: 'SUV', passengers: 7, bags: 4, doors: 5, dailyCents: 8_500 },
  { name: 'BMW 3 Series or similar', vehicleClass: 'Premium', passengers: 5, bags: 3, doors: 4, dailyCents: 9_500 },
  { name: 'Chrysler Pacifica or similar', vehicleClass: 'Minivan', passengers: 7, bags: 5, doors: 5, dailyCents: 8_800 },
  { name: 'Ford Mustang Convertible or similar', vehicleClass: 'Convertible', passengers: 4, bags: 2, doors: 2, dailyCents: 11_000 },
  { name: 'Tesla Model 3 or similar', vehicleClass: 'Electric', passengers: 5, bags: 2, doors: 4, dailyCents: 8_000 },
] as const;

export const RESORT_NAME_PARTS = {
  first: ['Coral', 'Palm', 'Azure', 'Lagoon', 'Sunset', 'Sandpiper', 'Turquoise', 'Tide', 'Breeze', 'Mangrove', 'Pearl', 'Driftwood'],
  second: ['Bay', 'Cove', 'Sands', 'Point', 'Reef', 'Grove', 'Shores', 'Isle', 'Cliffs', 'Harbour'],
  suffix: ['Resort & Spa', 'Beach Resort', 'All-Inclusive Resort', 'Villas', 'Retreat'],
} as const;
