import type {
  activities,
  carOffers,
  catalogueCities,
  catalogueSearchTerms,
  hotelRooms,
  hotels,
  resortRegions,
  resortRooms,
  resorts,
} from '../../db/schema-inventory';
import { BASE_CURRENCY_CODE } from '../../inventory/catalogue-currency';
import { activityPicture, CAR_SUPPLIERS, hashSeed, hotelPicture, mulberry32, resortPicture, settingOf, type Rng } from '@travel/artwork';
import { normaliseSearch, searchTerms } from '@travel/contracts';
import { CITIES, type CitySeed } from './cities';
import { RESORT_REGIONS } from './resort-regions';
import { ACTIVITY_TEMPLATES, AMENITIES, HOTEL_ADJECTIVES, HOTEL_BRANDS, RESORT_NAME_PARTS, ROOM_TYPES, VEHICLES } from './vocabulary';

/** Every generated price is in USD minor units (cents). */
const CATALOGUE_CURRENCY = BASE_CURRENCY_CODE;
const KM_PER_DEGREE = 111.32;
const RESORTS_PER_SUBREGION = 3;

export interface Catalogue {
  cities: (typeof catalogueCities.$inferInsert)[];
  searchTerms: (typeof catalogueSearchTerms.$inferInsert)[];
  hotels: (typeof hotels.$inferInsert)[];
  hotelRooms: (typeof hotelRooms.$inferInsert)[];
  activities: (typeof activities.$inferInsert)[];
  carOffers: (typeof carOffers.$inferInsert)[];
  resortRegions: (typeof resortRegions.$inferInsert)[];
  resorts: (typeof resorts.$inferInsert)[];
  resortRooms: (typeof resortRooms.$inferInsert)[];
}

const round5 = (x: number): number => Math.round(x * 1e5) / 1e5;
const round1 = (x: number): number => Math.round(x * 10) / 10;
/** Whole dollars, as suppliers quote them. */
const dollars = (cents: number): number => Math.round(cents / 100) * 100;
const slug = (text: string): string => normaliseSearch(text).replace(/ /g, '-');

/** A point at most `maxKm` from the centre, spread evenly over the disc. */
function scatter(rng: Rng, latitude: number, longitude: number, maxKm: number): { latitude: number; longitude: number } {
  const km = maxKm * Math.sqrt(rng.next());
  const bearing = rng.next() * 2 * Math.PI;
  return {
    latitude: round5(latitude + (km * Math.cos(bearing)) / KM_PER_DEGREE),
    longitude: round5(longitude + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180))),
  };
}

/** Retail price: the wholesale marked up 20-50 % the way a hotel's own site sells it, plus taxes. */
function publishedFrom(rng: Rng, wholesale: number, tax: number): number {
  return dollars(wholesale * (1.2 + 0.3 * rng.next()) + tax);
}

const STAR_WEIGHTS = [2, 3, 3, 3, 4, 4, 4, 5, 5, 2] as const;
const NIGHTLY_BY_STARS: Record<number, number> = { 2: 6_000, 3: 9_500, 4: 15_000, 5: 26_000 };

function hotelName(rng: Rng, city: CitySeed, stars: number): string {
  const brand = rng.pick(HOTEL_BRANDS);
  const district = rng.pick(city.districts);
  const noun = stars <= 2 ? rng.pick(['Inn', 'Lodge', 'Hostel']) : stars === 5 ? rng.pick(['Palace', 'Hotel', 'Residences']) : rng.pick(['Hotel', 'Suites', 'House']);
  switch (rng.int(0, 4)) {
    case 0:
      return `${brand} ${district} ${noun}`;
    case 1:
      return `The ${brand} ${noun} ${city.name}`;
    case 2:
      return `Hotel ${district} ${rng.pick(HOTEL_ADJECTIVES)}`;
    case 3:
      return `${city.name} ${brand} ${noun}`;
    default:
      return `${district} ${rng.pick(HOTEL_ADJECTIVES)} ${noun}`;
  }
}

/** Builds the whole catalogue in memory; same input, same output, on every run. */
export function generateCatalogue(): Catalogue {
  const out: Catalogue = {
    cities: [],
    searchTerms: [],
    hotels: [],
    hotelRooms: [],
    activities: [],
    carOffers: [],
    resortRegions: [],
    resorts: [],
    resortRooms: [],
  };

  CITIES.forEach((city, index) => {
    const cityId = index + 1;
    // One stream per city and kind: adding a city or an activity template moves nothing else.
    const hotelRng = mulberry32(hashSeed(`hotels:${city.name}`));
    const activityRng = mulberry32(hashSeed(`activities:${city.name}`));
    const carRng = mulberry32(hashSeed(`cars:${city.name}`));
    const taxRate = 0.08 + 0.1 * hotelRng.next();
    // What the city's pictures show: its climate, and the water if it is on it.
    const setting = settingOf(city);

    out.cities.push({
      id: cityId,
      name: city.name,
      countryCode: city.countryCode,
      latitude: city.latitude,
      longitude: city.longitude,
      airportIata: city.airport.iata,
      airportName: city.airport.name,
      airportLatitude: city.airport.latitude,
      airportLongitude: city.airport.longitude,
    });
    for (const { term, position } of searchTerms(city.name)) out.searchTerms.push({ kind: 'city', refId: cityId, term, position });
    out.searchTerms.push({ kind: 'city', refId: cityId, term: city.airport.iata.toLowerCase(), position: 0 });

    const names = new Set<string>();
    const hotelCount = hotelRng.int(6, 9);
    while (names.size < hotelCount) {
      const stars = hotelRng.pick(STAR_WEIGHTS);
      const name = hotelName(hotelRng, city, stars);
      if (names.has(name)) continue;
      names.add(name);
      const id = out.hotels.length + 1;
      out.hotels.push({
        id,
        cityId,
        name,
        stars,
        guestRating: Math.min(5, round1(2.2 + stars * 0.5 + hotelRng.next() * 0.9 - 0.3)),
        ...scatter(hotelRng, city.latitude, city.longitude, 12),
        address: `${hotelRng.int(1, 240)} ${hotelRng.pick(city.districts)}, ${city.name}`,
        amenities: hotelRng.sample(AMENITIES, hotelRng.int(4, 8)),
        heroImage: hotelPicture(id, setting),
        closedMonths: hotelRng.next() < 0.1 ? [hotelRng.int(1, 12)] : [],
      });
      for (const { term, position } of searchTerms(name)) out.searchTerms.push({ kind: 'hotel', refId: id, term, position });

      const base = NIGHTLY_BY_STARS[stars] ?? 10_000;
      const roomTypes = [ROOM_TYPES[0], ...hotelRng.sample(ROOM_TYPES.slice(1), hotelRng.int(1, 2))];
      for (const room of roomTypes) {
        if (!room) continue;
        const wholesale = dollars(base * city.costFactor * room.priceFactor * (0.85 + 0.35 * hotelRng.next()));
        const tax = Math.round(wholesale * taxRate);
        out.hotelRooms.push({
          id: out.hotelRooms.length + 1,
          hotelId: id,
          name: room.name,
          board: room.board,
          maxAdults: room.maxAdults,
          maxChildren: room.maxChildren,
          minNights: hotelRng.next() < 0.15 ? 2 : 1,
          allotment: hotelRng.int(2, 12),
          currency: CATALOGUE_CURRENCY,
          nightlyWholesale: wholesale,
          nightlyTax: tax,
          nightlyPublished: publishedFrom(hotelRng, wholesale, tax),
          freeCancellationDays: hotelRng.next() < 0.3 ? null : hotelRng.pick([1, 2, 3, 7]),
        });
      }
    }

    activityRng.sample(ACTIVITY_TEMPLATES, 5).forEach((template, n) => {
      const id = out.activities.length + 1;
      const wholesale = dollars(template.priceCents * city.costFactor * (0.85 + 0.3 * activityRng.next()));
      const tax = Math.round(wholesale * (0.05 + 0.05 * activityRng.next()));
      const title = template.title.replace('{city}', city.name).replace('{district}', activityRng.pick(city.districts));
      out.activities.push({
        id,
        cityId,
        productCode: `ACT${String(cityId).padStart(3, '0')}${n + 1}`,
        title,
        durationMinutes: template.minutes,
        isFreeCancellation: activityRng.next() < 0.7,
        rating: round1(3.8 + 1.2 * activityRng.next()),
        imageUrl: activityPicture(id, title, setting),
        ...scatter(activityRng, city.latitude, city.longitude, 8),
        currency: CATALOGUE_CURRENCY,
        wholesale,
        tax,
        published: publishedFrom(activityRng, wholesale, tax),
      });
    });

    const airport = { name: `${city.airport.name} (${city.airport.iata})`, latitude: city.airport.latitude, longitude: city.airport.longitude };
    const downtownOffice = { name: `${city.name} ${city.districts[0]}`, ...scatter(carRng, city.latitude, city.longitude, 3) };
    for (const [kind, place, count] of [
      ['airport', airport, 4],
      ['downtown', downtownOffice, 3],
    ] as const) {
      for (const vehicle of carRng.sample(VEHICLES, count)) {
        const supplier = carRng.pick(CAR_SUPPLIERS);
        const wholesale = dollars(vehicle.dailyCents * city.costFactor * (0.85 + 0.3 * carRng.next()));
        const tax = Math.round(wholesale * taxRate);
        out.carOffers.push({
          id: out.carOffers.length + 1,
          cityId,
          locationKind: kind,
          vehicleName: vehicle.name,
          vehicleClass: vehicle.vehicleClass,
          vehiclePicture: `/images/cars/${slug(vehicle.vehicleClass)}.svg`,
          supplierName: supplier,
          supplierLogo: `/images/suppliers/${slug(supplier)}.svg`,
          passengerCapacity: vehicle.passengers,
          bagCapacity: vehicle.bags,
          doors: vehicle.doors,
          pickupName: kind === 'airport' ? place.name : `${supplier}, ${place.name}`,
          pickupLatitude: place.latitude,
          pickupLongitude: place.longitude,
          dropOffName: kind === 'airport' ? place.name : `${supplier}, ${place.name}`,
          dropOffLatitude: place.latitude,
          dropOffLongitude: place.longitude,
          currency: CATALOGUE_CURRENCY,
          dailyWholesale: wholesale,
          dailyTax: tax,
          dailyPublished: publishedFrom(carRng, wholesale, tax),
        });
      }
    }
  });

  const resortNames = new Set<string>();
  // Regions take ids 1..n, their subregions the ids after them.
  let nextSubregionId = RESORT_REGIONS.length + 1;
  RESORT_REGIONS.forEach((region, index) => {
    const regionId = index + 1;
    out.resortRegions.push({ id: regionId, name: region.name, parentId: null });
    for (const sub of region.subregions) {
      const subregionId = nextSubregionId++;
      out.resortRegions.push({ id: subregionId, name: sub.name, parentId: regionId });
      const rng = mulberry32(hashSeed(`resorts:${sub.name}`));
      // Every resort destination is a beach one.
      const setting = settingOf({ latitude: sub.latitude, longitude: sub.longitude, coastal: true });
      for (let made = 0; made < RESORTS_PER_SUBREGION; ) {
        const name = `${rng.pick(RESORT_NAME_PARTS.first)} ${rng.pick(RESORT_NAME_PARTS.second)} ${rng.pick(RESORT_NAME_PARTS.suffix)}`;
        if (resortNames.has(name)) continue;
        resortNames.add(name);
        made++;
        const id = out.resorts.length + 1;
        const stars = rng.int(4, 5);
        out.resorts.push({
          id,
          subregionId,
          name,
          searchName: normaliseSearch(name),
          stars,
          rating: round1(3.9 + 1.1 * rng.next()),
          allInclusive: sub.allInclusive,
          ...scatter(rng, sub.latitude, sub.longitude, 15),
          imageUrl: resortPicture(id, setting),
        });
        const base = (stars === 5 ? 42_000 : 26_000) * (0.85 + 0.35 * rng.next());
        for (const room of sub.rooms) {
          const wholesale = dollars(base * room.priceFactor);
          const tax = Math.round(wholesale * 0.12);
          out.resortRooms.push({
            id: out.resortRooms.length + 1,
            resortId: id,
            name: room.name,
            maxGuests: room.maxGuests,
            allotment: rng.int(3, 10),
            currency: CATALOGUE_CURRENCY,
            nightlyWholesale: wholesale,
            nightlyTax: tax,
            nightlyPublished: publishedFrom(rng, wholesale, tax),
          });
        }
      }
    }
  });
  return out;
}
