import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import { monthsOfStay, nightsBetween, normaliseSearch, type Occupancy } from '@travel/contracts';
import { hotelRooms, hotels, type HotelRoomRow } from '../../db/schema-inventory';
import type { Db } from '../../db/types';
import { boundingBox, distanceKm } from '../geo';
import type { HotelDealSearch, HotelOffer, HotelProvider, NetPrice } from '../providers';
import { nearestCityName, searchCities, searchHotelNames } from './search';

/** The cheapest room type that takes one occupancy (its rooms share the party evenly), priced for the stay. */
function cheapestFor(rooms: HotelRoomRow[], occupancy: Occupancy, nights: number): NetPrice | undefined {
  const adultsPerRoom = Math.ceil(occupancy.numOfAdults / occupancy.numOfRoom);
  const childrenPerRoom = Math.ceil(occupancy.numOfChildren / occupancy.numOfRoom);
  let best: NetPrice | undefined;
  for (const room of rooms) {
    if (room.maxAdults < adultsPerRoom || room.maxChildren < childrenPerRoom) continue;
    if (room.minNights > nights || room.allotment < occupancy.numOfRoom) continue;
    const times = nights * occupancy.numOfRoom;
    const price = { wholesale: room.nightlyWholesale * times, taxAndFee: room.nightlyTax * times, published: room.nightlyPublished * times };
    if (!best || price.wholesale + price.taxAndFee < best.wholesale + best.taxAndFee) best = price;
  }
  return best;
}

function sum(prices: NetPrice[]): NetPrice {
  return prices.reduce((a, b) => ({ wholesale: a.wholesale + b.wholesale, taxAndFee: a.taxAndFee + b.taxAndFee, published: a.published + b.published }));
}

/** The seeded hotels: a bounding-box query on the position index, then exact distance and availability here. */
export function catalogueHotels(db: Db): HotelProvider {
  return {
    async deals({ center, radiusKm, stay, occupancies, nameStartsWith }: HotelDealSearch): Promise<HotelOffer[]> {
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
      const stayMonths = monthsOfStay(stay.start, stay.end);
      const nearby = candidates
        .map((hotel) => ({ hotel, km: distanceKm(center, hotel) }))
        .filter(({ hotel, km }) => km <= radiusKm && !hotel.closedMonths.some((m) => stayMonths.includes(m)))
        .filter(({ hotel }) => !nameStartsWith || ` ${normaliseSearch(hotel.name)}`.includes(` ${nameStartsWith}`));
      if (nearby.length === 0) return [];

      const rooms = await db.select().from(hotelRooms).where(inArray(hotelRooms.hotelId, nearby.map(({ hotel }) => hotel.id)));
      const roomsOf = new Map<number, HotelRoomRow[]>();
      for (const room of rooms) roomsOf.set(room.hotelId, [...(roomsOf.get(room.hotelId) ?? []), room]);
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

    async suggest(text, limit) {
      const cities = await searchCities(db, text, limit);
      return { cities, hotels: await searchHotelNames(db, text, limit - cities.length) };
    },

    nearestCity: (point, withinKm) => nearestCityName(db, point, withinKm),
  };
}
