/** A room every resort of a subregion offers; the price factor scales the resort's base rate. */
export interface ResortRoomSeed {
  name: string;
  maxGuests: number;
  priceFactor: number;
}

export interface SubregionSeed {
  name: string;
  /** The real centre of the destination; resorts are scattered within 15 km of it. */
  latitude: number;
  longitude: number;
  allInclusive: boolean;
  rooms: ResortRoomSeed[];
}

const BEACH_ROOMS: ResortRoomSeed[] = [
  { name: 'Garden View Room', maxGuests: 2, priceFactor: 1 },
  { name: 'Ocean View Junior Suite', maxGuests: 3, priceFactor: 1.35 },
  { name: 'Beachfront Family Suite', maxGuests: 5, priceFactor: 1.8 },
];
const ISLAND_ROOMS: ResortRoomSeed[] = [
  { name: 'Beach Villa', maxGuests: 3, priceFactor: 1.2 },
  { name: 'Overwater Villa', maxGuests: 2, priceFactor: 1.9 },
  { name: 'Two-Bedroom Pool Villa', maxGuests: 6, priceFactor: 2.6 },
];
const COAST_ROOMS: ResortRoomSeed[] = [
  { name: 'Classic Double Room', maxGuests: 2, priceFactor: 0.9 },
  { name: 'Sea View Suite', maxGuests: 3, priceFactor: 1.4 },
  { name: 'Family Apartment', maxGuests: 5, priceFactor: 1.7 },
];

const sub = (name: string, latitude: number, longitude: number, allInclusive: boolean, rooms: ResortRoomSeed[]): SubregionSeed => ({
  name,
  latitude,
  longitude,
  allInclusive,
  rooms,
});

/** Ids: regions 1..6 in this order, then subregions 7.. in this order. Append only. */
export const RESORT_REGIONS: readonly { name: string; subregions: SubregionSeed[] }[] = [
  {
    name: 'Caribbean',
    subregions: [
      sub('Riviera Maya', 20.6296, -87.0739, true, BEACH_ROOMS),
      sub('Punta Cana', 18.5601, -68.3725, true, BEACH_ROOMS),
      sub('Jamaica', 18.4762, -77.8939, true, BEACH_ROOMS),
      sub('Aruba', 12.5211, -69.9683, false, BEACH_ROOMS),
    ],
  },
  {
    name: 'Indian Ocean',
    subregions: [
      sub('Maldives', 4.1755, 73.5093, false, ISLAND_ROOMS),
      sub('Mauritius', -20.3484, 57.5522, false, BEACH_ROOMS),
      sub('Seychelles', -4.6796, 55.492, false, ISLAND_ROOMS),
    ],
  },
  {
    name: 'Mediterranean',
    subregions: [
      sub('Costa del Sol', 36.5101, -4.8825, false, COAST_ROOMS),
      sub('Greek Islands', 36.3932, 25.4615, false, COAST_ROOMS),
      sub('Amalfi Coast', 40.634, 14.6027, false, COAST_ROOMS),
      sub('Mallorca', 39.6953, 3.0176, true, COAST_ROOMS),
    ],
  },
  {
    name: 'Southeast Asia',
    subregions: [sub('Bali', -8.4095, 115.1889, false, ISLAND_ROOMS), sub('Phuket', 7.8804, 98.3923, false, BEACH_ROOMS)],
  },
  {
    name: 'South Pacific',
    subregions: [sub('Fiji', -17.7134, 178.065, true, ISLAND_ROOMS), sub('Bora Bora', -16.5004, -151.7415, false, ISLAND_ROOMS)],
  },
  {
    name: 'Mexican Pacific',
    subregions: [sub('Los Cabos', 22.8905, -109.9167, true, BEACH_ROOMS), sub('Puerto Vallarta', 20.6534, -105.2253, true, BEACH_ROOMS)],
  },
];
