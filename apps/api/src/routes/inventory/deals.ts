import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type ActivityDeal,
  activityDealsRequestSchema,
  activityDealsResponseSchema,
  capStay,
  type CarDeal,
  carDealsRequestSchema,
  carDealsResponseSchema,
  dealStayWindow,
  type HotelDeal,
  hotelDealsRequestSchema,
  hotelDealsResponseSchema,
  MAX_DEALS,
  MAX_STAY_NIGHTS,
  normaliseSearch,
  type Occupancy,
  hotelDetailsPath,
  roomsFromOccupancies,
  roundKm,
  type Point,
} from '@travel/contracts';
import type { AgencyRow } from '../../db/schema';
import { pricerFor, viewerOf } from '../../inventory/pricing';
import { rentalDays, rentalPeriod } from '../../inventory/rental';
import { activeAgency } from '../../plugins/tenant';
import type { InventoryScopeOptions } from './options';

/** A search point defaults to the agency's deals location (DEMO.md). */
const dealsPoint = (agency: AgencyRow, latitude?: number, longitude?: number): Point =>
  latitude !== undefined && longitude !== undefined ? { latitude, longitude } : { latitude: agency.dealsLatitude, longitude: agency.dealsLongitude };

/** Nearest first, then cheapest: what a deals carousel shows. */
function byDistanceThenPrice<T extends { distance: number; rates: { totalRate: number } }>(a: T, b: T): number {
  return a.distance - b.distance || a.rates.totalRate - b.rates.totalRate;
}

/** The hotels remote's details page for this stay and party. */
const hotelLink = (hotelId: number, stay: { start: string; end: string }, occupancies: Occupancy[]): string =>
  hotelDetailsPath({ hotelId, checkIn: stay.start, checkOut: stay.end, rooms: roomsFromOccupancies(occupancies) });

/** How far from the city centre, when the point is in a city; else from the point searched. */
const DISTANCE_FROM_CITY_KM = 25;

export const dealsRoutes: FastifyPluginAsync<InventoryScopeOptions> = async (app, { db, providers }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/dealray/deals/hotel-search',
    { schema: { body: hotelDealsRequestSchema, response: { 200: hotelDealsResponseSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      const body = request.body;
      const requested = body.stayPeriod ?? dealStayWindow(new Date());
      const stay = capStay(requested.start, requested.end, MAX_STAY_NIGHTS);
      const center = dealsPoint(agency, body.latitude, body.longitude);
      const [pricer, offers, city] = await Promise.all([
        pricerFor(db, viewerOf(request), agency, 'hotels', body.currency),
        providers.hotels.deals({
          center,
          radiusKm: body.radius,
          stay,
          occupancies: body.occupancies,
          nameStartsWith: body.searchString ? normaliseSearch(body.searchString) || undefined : undefined,
        }),
        providers.hotels.nearestCity(center, DISTANCE_FROM_CITY_KM),
      ]);
      const deals: HotelDeal[] = offers.map((offer) => ({
        hotel: {
          hotelId: offer.hotelId,
          hotelDetails: { heroImage: offer.heroImage, name: offer.name, distance: roundKm(offer.distanceKm), distanceFrom: city ?? 'your location' },
        },
        rating: offer.rating,
        link: hotelLink(offer.hotelId, stay, body.occupancies),
        rates: pricer(offer.net),
      }));
      deals.sort((a, b) => a.hotel.hotelDetails.distance - b.hotel.hotelDetails.distance || a.rates.totalRate - b.rates.totalRate);
      return { response: deals.slice(0, MAX_DEALS) };
    },
  );

  r.post(
    '/api/dealray/deals/activity-search',
    { schema: { body: activityDealsRequestSchema, response: { 200: activityDealsResponseSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      const body = request.body;
      const [pricer, offers] = await Promise.all([
        pricerFor(db, viewerOf(request), agency, 'activities', body.currency),
        providers.activities.deals({ center: dealsPoint(agency, body.latitude, body.longitude), radiusKm: body.radius }),
      ]);
      const deals: ActivityDeal[] = offers.map((offer) => ({
        productCode: offer.productCode,
        imageUrl: offer.imageUrl,
        title: offer.title,
        duration: offer.durationMinutes,
        isFreeCancellation: offer.isFreeCancellation,
        rating: offer.rating,
        distance: roundKm(offer.distanceKm),
        link: `/booknow/activities/result-details/${encodeURIComponent(offer.productCode)}`,
        rates: pricer(offer.net),
      }));
      return deals.sort(byDistanceThenPrice).slice(0, MAX_DEALS);
    },
  );

  r.post(
    '/api/dealray/deals/car-search',
    { schema: { body: carDealsRequestSchema, response: { 200: carDealsResponseSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      const body = request.body;
      const period = rentalPeriod(body.pickUpDateTime, body.returnDateTime, new Date());
      const pickup = dealsPoint(agency, body.pickupLatitude, body.pickupLongitude);
      const dropOff = body.returnLatitude !== undefined && body.returnLongitude !== undefined ? { latitude: body.returnLatitude, longitude: body.returnLongitude } : pickup;
      const [pricer, offers] = await Promise.all([
        pricerFor(db, viewerOf(request), agency, 'cars', body.currency),
        providers.cars.deals({
          pickup,
          dropOff,
          radiusKm: body.radius,
          rentalDays: rentalDays(period),
          nameStartsWith: body.searchString ? normaliseSearch(body.searchString) || undefined : undefined,
        }),
      ]);
      const deals: CarDeal[] = offers.map((offer) => {
        const params = new URLSearchParams({ carId: String(offer.carId), pickUpDateTime: period.pickUp, returnDateTime: period.return, age: String(body.age) });
        return {
          carId: offer.carId,
          vehiclePicture: offer.vehiclePicture,
          veh: offer.vehicleClass,
          name: offer.vehicleName,
          logo: offer.supplierLogo,
          supplierName: offer.supplierName,
          passangerCapacity: offer.passengerCapacity,
          bagCapacity: offer.bagCapacity,
          noOfDoors: offer.doors,
          pickupLocation: offer.pickup,
          dropOffLocation: offer.dropOff,
          distance: roundKm(offer.distanceKm),
          link: `/booknow/cars/result-details?${params.toString()}`,
          rates: pricer(offer.net),
        };
      });
      return deals.sort(byDistanceThenPrice).slice(0, MAX_DEALS);
    },
  );
};
