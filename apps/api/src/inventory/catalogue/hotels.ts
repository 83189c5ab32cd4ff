import { and, asc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import { hotelGalleryPictures, hotelRoomPicture } from '@travel/artwork';
import { monthsOfStay, nightsBetween, normaliseSearch, type HotelPhoto, type Occupancy, distanceKm, type Point } from '@travel/contracts';
import { hotelRoomNights } from '../../db/schema-bookings';
import { catalogueCities, hotelRooms, hotels, type HotelRoomRow, type HotelRow } from '../../db/schema-inventory';
import type { Db } from '../../db/types';
import { boundingBox } from '../geo';
import { cheapestRooms, combinedFreeCancellationDays, netForStay } from '../hotel-occupancy';
import type { HotelDealSearch, HotelFacts, HotelOffer, HotelProvider, HotelRoomType, HotelSearchOffer, NetPrice, Stay } from '../providers';
import { hotelPolicies } from './hotel-policies';
import { hotelReviews, reviewsAsOf } from './hotel-reviews';
import { roomFacts } from './hotel-room-facts';
import { citiesByIds, nearestCityName, searchCities, searchHotelNames } from './search';

/** The cheapest room type that takes one occupancy (its rooms share the party evenly), priced for the stay. */
function cheapestFor(rooms: RoomWithSales[], occupancy: Occupancy, nights: number): NetPrice | undefined {
  const adultsPerRoom = Math.ceil(occupancy.numOfAdults / occupancy.numOfRoom);
  const childrenPerRoom = Math.ceil(occupancy.numOfChildren / occupancy.numOfRoom);
  let best: NetPrice | undefined;
  for (const room of rooms) {
    if (room.maxAdults < adultsPerRoom || room.maxChildren < childrenPerRoom) continue;
    if (room.minNights > nights || roomsLeft(room) < occupancy.numOfRoom) continue;
    const times = nights * occupancy.numOfRoom;
    const price = { wholesale: room.nightlyWholesale * times, taxAndFee: room.nightlyTax * times, published: room.nightlyPublished * times };
    if (!best || price.wholesale + price.taxAndFee < best.wholesale + best.taxAndFee) best = price;
  }
  return best;
}

function sum(prices: NetPrice[]): NetPrice {
  return prices.reduce((a, b) => ({ wholesale: a.wholesale + b.wholesale, taxAndFee: a.taxAndFee + b.taxAndFee, published: a.published + b.published }));
}

const isOpenFor = (hotel: HotelRow, stay: Stay): boolean => {
  const stayMonths = monthsOfStay(stay.start, stay.end);
  return !hotel.closedMonths.some((m) => stayMonths.includes(m));
};

/** Hotels within the radius and open for the whole stay, by id: a bounding-box query on the position index, then exact distance. */
async function openHotelsNear(db: Db, center: Point, radiusKm: number, stay: Stay): Promise<{ hotel: HotelRow; km: number }[]> {
  const box = boundingBox(center, radiusKm);
  const candidates = await db
    .select()
    .from(hotels)
    .where(
      and(
        gte(hotels.latitude, box.minLatitude),
        lte(hotels.latitude, box.maxLatitude),
        box.longitude ? sql`${hotels.longitude} between ${box.longitude.min} and ${box.longitude.max}` : undefined,
      ),
    )
    .orderBy(asc(hotels.id));
  return candidates.map((hotel) => ({ hotel, km: distanceKm(center, hotel) })).filter(({ hotel, km }) => km <= radiusKm && isOpenFor(hotel, stay));
}

/** A room type with the most rooms of it sold on any night of a stay. */
type RoomWithSales = HotelRoomRow & { sold: number };

const roomsLeft = (room: RoomWithSales): number => Math.max(0, room.allotment - room.sold);

/** The busiest night's sales of the stay: one primary-key range scan per room type. */
const soldDuring = (stay: Stay) =>
  sql<number>`coalesce((select max(${hotelRoomNights.sold}) from ${hotelRoomNights}
    where ${hotelRoomNights.roomId} = ${hotelRooms.id} and ${hotelRoomNights.night} >= ${stay.start} and ${hotelRoomNights.night} < ${stay.end}), 0)`.mapWith(Number);

/** The room types of the hotels, by hotel, in id order, with what is sold for the stay (one query for them all). */
async function roomsByHotel(db: Db, hotelIds: number[], stay: Stay): Promise<Map<number, RoomWithSales[]>> {
  const rows = await db
    .select({ ...getTableColumns(hotelRooms), sold: soldDuring(stay) })
    .from(hotelRooms)
    .where(inArray(hotelRooms.hotelId, hotelIds))
    .orderBy(asc(hotelRooms.id));
  const roomsOf = new Map<number, RoomWithSales[]>();
  for (const room of rows) roomsOf.set(room.hotelId, [...(roomsOf.get(room.hotelId) ?? []), room]);
  return roomsOf;
}

/** The generated picture of a room type (@travel/artwork): furnished as its name says, in the hotel's setting. */
export const roomImage = (hotel: Pick<HotelRow, 'heroImage'>, room: Pick<HotelRoomRow, 'id' | 'name'>): string =>
  hotelRoomPicture(hotel.heroImage, { roomId: room.id, name: room.name });

/** The hero (the building), its other views (by evening, the lobby), then a picture of each room type: every one different. */
export const hotelPhotos = (hotel: Pick<HotelRow, 'heroImage'>, rooms: Pick<HotelRoomRow, 'id' | 'name'>[]): HotelPhoto[] => [
  ...hotelGalleryPictures(hotel.heroImage).map((url) => ({ url, kind: 'hotel' as const })),
  ...rooms.map((room) => ({ url: roomImage(hotel, room), kind: 'room' as const, roomId: room.id })),
];

const factsOf = (hotel: HotelRow): HotelFacts => ({
  hotelId: hotel.id,
  name: hotel.name,
  heroImage: hotel.heroImage,
  stars: hotel.stars,
  guestRating: hotel.guestRating,
  address: hotel.address,
  amenities: hotel.amenities,
  latitude: hotel.latitude,
  longitude: hotel.longitude,
});

/** A room type as sold for a stay: the allotment less the busiest night's bookings (none while closed). */
const roomTypeOf = (room: RoomWithSales, open: boolean): HotelRoomType => ({
  roomId: room.id,
  name: room.name,
  board: room.board,
  maxAdults: room.maxAdults,
  maxChildren: room.maxChildren,
  minNights: room.minNights,
  available: open ? roomsLeft(room) : 0,
  nightly: { wholesale: room.nightlyWholesale, taxAndFee: room.nightlyTax, published: room.nightlyPublished },
  freeCancellationDays: room.freeCancellationDays,
});

/** The seeded hotels: a bounding-box query on the position index, then exact distance and availability here. */
export function catalogueHotels(db: Db): HotelProvider {
  return {
    async deals({ center, radiusKm, stay, occupancies, nameStartsWith }: HotelDealSearch): Promise<HotelOffer[]> {
      const nearby = (await openHotelsNear(db, center, radiusKm, stay)).filter(
        ({ hotel }) => !nameStartsWith || ` ${normaliseSearch(hotel.name)}`.includes(` ${nameStartsWith}`),
      );
      if (nearby.length === 0) return [];

      const roomsOf = await roomsByHotel(db, nearby.map(({ hotel }) => hotel.id), stay);
      const nights = nightsBetween(stay.start, stay.end);
      const offers: HotelOffer[] = [];
      for (const { hotel, km } of nearby) {
        const prices = occupancies.map((o) => cheapestFor(roomsOf.get(hotel.id) ?? [], o, nights));
        if (prices.some((p) => p === undefined)) continue;
        offers.push({
          hotelId: hotel.id,
          name: hotel.name,
          heroImage: hotel.heroImage,
          rating: hotel.guestRating,
          distanceKm: km,
          net: sum(prices.filter((p): p is NetPrice => p !== undefined)),
        });
      }
      return offers;
    },

    async search({ center, radiusKm, stay, rooms }) {
      const nearby = await openHotelsNear(db, center, radiusKm, stay);
      if (nearby.length === 0) return [];
      const roomsOf = await roomsByHotel(db, nearby.map(({ hotel }) => hotel.id), stay);
      const nights = nightsBetween(stay.start, stay.end);
      const offers: HotelSearchOffer[] = [];
      for (const { hotel, km } of nearby) {
        const chosen = cheapestRooms((roomsOf.get(hotel.id) ?? []).map((room) => roomTypeOf(room, true)), rooms, nights);
        if (!chosen) continue;
        offers.push({ ...factsOf(hotel), distanceKm: km, net: netForStay(chosen, nights), freeCancellationDays: combinedFreeCancellationDays(chosen) });
      }
      return offers;
    },

    async hotel(hotelId, stay) {
      const [row] = await db
        .select({ hotel: hotels, city: { name: catalogueCities.name, countryCode: catalogueCities.countryCode, latitude: catalogueCities.latitude, longitude: catalogueCities.longitude } })
        .from(hotels)
        .innerJoin(catalogueCities, eq(catalogueCities.id, hotels.cityId))
        .where(eq(hotels.id, hotelId))
        .limit(1);
      if (!row) return undefined;
      const open = isOpenFor(row.hotel, stay);
      const rooms = (await roomsByHotel(db, [hotelId], stay)).get(hotelId) ?? [];
      return {
        ...factsOf(row.hotel),
        city: row.city,
        photos: hotelPhotos(row.hotel, rooms),
        rooms: rooms.map((room) => ({ ...roomTypeOf(room, open), ...roomFacts(room, row.hotel.stars, roomImage(row.hotel, room)) })),
        policies: hotelPolicies(row.hotel),
      };
    },

    async reviews(hotelId) {
      const [row] = await db
        .select({ id: hotels.id, stars: hotels.stars, guestRating: hotels.guestRating, city: catalogueCities.name, countryCode: catalogueCities.countryCode })
        .from(hotels)
        .innerJoin(catalogueCities, eq(catalogueCities.id, hotels.cityId))
        .where(eq(hotels.id, hotelId))
        .limit(1);
      return row ? hotelReviews(row, reviewsAsOf(new Date())) : undefined;
    },

    async city(cityId) {
      const [city] = await citiesByIds(db, [cityId]);
      return city;
    },

    async suggest(text, limit) {
      const cities = await searchCities(db, text, limit);
      return { cities, hotels: await searchHotelNames(db, text, limit - cities.length) };
    },

    nearestCity: (point, withinKm) => nearestCityName(db, point, withinKm),
  };
}
