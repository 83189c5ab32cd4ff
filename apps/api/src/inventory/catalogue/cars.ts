import { and, asc, gte, lte, sql } from 'drizzle-orm';
import { carOffers } from '../../db/schema-inventory';
import type { Db } from '../../db/types';
import { boundingBox } from '../geo';
import { normaliseSearch, distanceKm } from '@travel/contracts';
import type { CarDealSearch, CarOffer, CarProvider } from '../providers';
import { searchCities } from './search';

/** Every seeded offer returns the car where it was picked up. */
export function catalogueCars(db: Db): CarProvider {
  return {
    async deals({ pickup, dropOff, radiusKm, rentalDays, nameStartsWith }: CarDealSearch): Promise<CarOffer[]> {
      const box = boundingBox(pickup, radiusKm);
      const rows = await db
        .select()
        .from(carOffers)
        .where(
          and(
            gte(carOffers.pickupLatitude, box.minLatitude),
            lte(carOffers.pickupLatitude, box.maxLatitude),
            box.longitude ? sql`${carOffers.pickupLongitude} between ${box.longitude.min} and ${box.longitude.max}` : undefined,
          ),
        )
        .orderBy(asc(carOffers.id));
      return rows
        .map((car) => ({ car, km: distanceKm(pickup, { latitude: car.pickupLatitude, longitude: car.pickupLongitude }) }))
        .filter(({ km }) => km <= radiusKm)
        .filter(({ car }) => distanceKm(dropOff, { latitude: car.dropOffLatitude, longitude: car.dropOffLongitude }) <= radiusKm)
        .filter(({ car }) => !nameStartsWith || ` ${normaliseSearch(`${car.vehicleName} ${car.vehicleClass} ${car.supplierName}`)}`.includes(` ${nameStartsWith}`))
        .map(({ car, km }) => ({
          carId: car.id,
          vehicleName: car.vehicleName,
          vehicleClass: car.vehicleClass,
          vehiclePicture: car.vehiclePicture,
          supplierName: car.supplierName,
          supplierLogo: car.supplierLogo,
          passengerCapacity: car.passengerCapacity,
          bagCapacity: car.bagCapacity,
          doors: car.doors,
          pickup: { name: car.pickupName, latitude: car.pickupLatitude, longitude: car.pickupLongitude },
          dropOff: { name: car.dropOffName, latitude: car.dropOffLatitude, longitude: car.dropOffLongitude },
          distanceKm: km,
          net: {
            wholesale: car.dailyWholesale * rentalDays,
            taxAndFee: car.dailyTax * rentalDays,
            published: car.dailyPublished * rentalDays,
          },
        }));
    },

    // Every catalogue city has an airport and a downtown pick-up point.
    locations: (text, limit) => searchCities(db, text, limit),
  };
}
