import { hotelGalleryPictures, hotelPicture, hotelRoomPicture, settingOf, type Setting } from '@travel/artwork';
import type { BedType } from '@travel/contracts';
import { citiesFixture, type CatalogueCity } from './cities';
import { hotelNames } from './hotel-names';

// The hotels the mocks sell (hotels.ts searches them, inventory.ts suggests them): the
// hand-written ones the tests name, in New York City and Oslo, and a few generated ones in
// every other city of cities.ts, so any city the autosuggest offers finds hotels.

export interface CatalogueRoom {
  roomId: number;
  name: string;
  board: string;
  maxAdults: number;
  maxChildren: number;
  minNights: number;
  available: number;
  /** Net per room per night, USD cents. */
  nightlyNet: number;
  /** Free until this many days before check-in; null: non-refundable. */
  freeCancellationDays: number | null;
  beds: { type: BedType; count: number }[];
  sizeSqm: number;
}

export interface CatalogueHotel {
  id: number;
  cityId: number;
  name: string;
  stars: number;
  guestRating: number;
  address: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  amenities: string[];
  rooms: CatalogueRoom[];
}

const AMENITIES = ['Free Wi-Fi', 'Bar', 'Restaurant', 'Fitness centre', 'Family rooms', 'Pool', 'Spa', 'Parking', 'Airport shuttle', 'Pets allowed'];
const NYC_NAMES = [
  'The Ivory House New York City', 'New York City Grand House', 'Hudson Park Hotel', 'Hotel SoHo Garden', 'Chelsea Loft Inn', 'Brooklyn Bridge Suites',
  'Midtown Plaza Hotel', 'Gramercy Court Hotel', 'Tribeca Riverside', 'Harlem Brownstone Inn', 'Central Park Lodge', 'Battery Harbour Hotel',
  'Flatiron Corner Hotel', 'Queens Skyline Hotel', 'West Village House', 'Empire View Hotel', 'Nolita Boutique Rooms', 'Upper East Residence',
  'Times Square Terrace', 'Williamsburg Yard Hotel', 'Greenwich Lane Inn', 'Astoria Park Hotel',
];
const OSLO_NAMES = ['Oslo Harbour House', 'Hotel Grünerløkka Terrace', 'Aker Brygge Suites'];
/** The hand-written hotels' streets, Oslo's included: tests know their addresses as they are. */
const HAND_WRITTEN_STREETS = ['Fifth Avenue', 'Broadway', 'Park Avenue', 'Hudson Street'];
const handWrittenStreet = (id: number) => HAND_WRITTEN_STREETS[id % HAND_WRITTEN_STREETS.length] as string;

/** A deterministic pseudo-random number in [0, 1) from a seed (the same catalogue in every test). */
const seeded = (seed: number) => {
  const x = Math.sin(seed * 9301 + 49297) * 233280;
  return x - Math.floor(x);
};

function cityWithId(id: number): CatalogueCity {
  const found = citiesFixture.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`mocks/cities.ts has no city ${id}`);
  return found;
}

function roomsFor(id: number, stars: number): CatalogueRoom[] {
  const base = 6000 + stars * 3500 + Math.round(seeded(id) * 40) * 100;
  const first = id * 10 + 1;
  const roomier = 2 * stars;
  return [
    { roomId: first, name: 'Standard Queen Room', board: 'Room only', maxAdults: 2, maxChildren: 0, minNights: 1, available: 6, nightlyNet: base, freeCancellationDays: null,
      beds: [{ type: 'queen', count: 1 }], sizeSqm: 14 + roomier },
    { roomId: first + 1, name: 'Deluxe King Room', board: 'Breakfast included', maxAdults: 2, maxChildren: 1, minNights: 1, available: 4, nightlyNet: Math.round(base * 1.3), freeCancellationDays: 3,
      beds: [{ type: 'king', count: 1 }, { type: 'sofa-bed', count: 1 }], sizeSqm: 20 + roomier },
    { roomId: first + 2, name: 'Family Suite', board: 'Breakfast included', maxAdults: 4, maxChildren: 2, minNights: 1, available: id % 3 === 0 ? 0 : 2, nightlyNet: Math.round(base * 1.8), freeCancellationDays: 5,
      beds: [{ type: 'queen', count: 2 }, { type: 'bunk', count: 1 }], sizeSqm: 34 + roomier },
    { roomId: first + 3, name: 'Penthouse Suite', board: 'Half board', maxAdults: 3, maxChildren: 1, minNights: 3, available: 1, nightlyNet: Math.round(base * 3), freeCancellationDays: 7,
      beds: [{ type: 'king', count: 1 }, { type: 'single', count: 1 }, { type: 'sofa-bed', count: 1 }], sizeSqm: 64 + roomier },
  ];
}

/** Stars, rating, a spot within ~7 km of the centre, amenities and rooms, all from the id. */
function hotel(id: number, name: string, city: CatalogueCity, street: string): CatalogueHotel {
  const stars = 1 + Math.floor(seeded(id + 100) * 5);
  const offset = (n: number) => (seeded(id + n) - 0.5) * 0.12;
  return {
    id,
    cityId: city.id,
    name,
    stars,
    guestRating: Math.round((2.8 + seeded(id + 200) * 2.2) * 10) / 10,
    address: `${100 + id * 7} ${street}, ${city.name}`,
    city: city.name,
    countryCode: city.countryCode,
    latitude: Math.round((city.latitude + offset(1)) * 1e5) / 1e5,
    longitude: Math.round((city.longitude + offset(2)) * 1e5) / 1e5,
    amenities: AMENITIES.filter((_, a) => seeded(id * 31 + a) < 0.2 + stars * 0.12),
    rooms: roomsFor(id, stars),
  };
}

/** 22 hotels in New York City (two pages of results) and 3 in Oslo, ids 1-25. */
const handWrittenHotels: CatalogueHotel[] = [
  ...NYC_NAMES.map((name, i) => hotel(i + 1, name, cityWithId(1), handWrittenStreet(i + 1))),
  ...OSLO_NAMES.map((name, i) => hotel(NYC_NAMES.length + i + 1, name, cityWithId(3), handWrittenStreet(NYC_NAMES.length + i + 1))),
];

/** 4 to 8 hotels in each city without hand-written ones, numbered on from `firstId`, in the district their name gives. */
function generatedHotels(firstId: number): CatalogueHotel[] {
  const out: CatalogueHotel[] = [];
  for (const city of citiesFixture.filter((c) => !handWrittenHotels.some((h) => h.cityId === c.id))) {
    const count = 4 + Math.floor(seeded(city.id * 7) * 5);
    for (const { name, district } of hotelNames(city, count, (n) => seeded(10_000 * city.id + n))) {
      out.push(hotel(firstId + out.length, name, city, district));
    }
  }
  return out;
}

export const hotelCatalogueFixture: CatalogueHotel[] = [...handWrittenHotels, ...generatedHotels(handWrittenHotels.length + 1)];

/** A catalogue hotel by id; undefined for an unknown one. */
export const catalogueHotel = (id: number): CatalogueHotel | undefined => hotelCatalogueFixture.find((candidate) => candidate.id === id);

/** The mock cities on the water, as the seed's cities.ts marks them: their pictures show it. */
const COASTAL_CITY_IDS = new Set([1, 2, 3, 4, 8, 9, 11, 18, 19]);

/** What a city's pictures show, worked out as the seed does (@travel/artwork's settingOf). */
export const citySetting = (city: CatalogueCity): Setting => settingOf({ ...city, coastal: COASTAL_CITY_IDS.has(city.id) });

/** A hotel's picture, as images.ts paints it: in its city's setting. */
export const hotelHeroImage = (id: number): string => {
  const hotel = catalogueHotel(id);
  return hotel ? hotelPicture(id, citySetting(cityWithId(hotel.cityId))) : `/images/hotels/${id}.svg`;
};

/** The hotel's own pictures for its gallery, as the API's catalogue lists them: the hero, then the other views of it. */
export const hotelViews = (id: number): string[] => hotelGalleryPictures(hotelHeroImage(id));

const roomsById = new Map(hotelCatalogueFixture.flatMap((hotel) => hotel.rooms.map((room) => [room.roomId, { hotel, room }] as const)));

/** A room type's picture, as images.ts paints it: furnished as its name says, in its hotel's setting. */
export const hotelRoomImage = (roomId: number): string => {
  const found = roomsById.get(roomId);
  return found ? hotelRoomPicture(hotelHeroImage(found.hotel.id), found.room) : `/images/hotel-rooms/${roomId}.svg`;
};
