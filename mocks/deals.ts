import { http, HttpResponse } from 'msw';
import { activityPicture, hotelPicture } from '@travel/artwork';
import type { ActivityDeal, CarDeal, HotelDeal, PriceViewer } from '@travel/contracts';
import { viewerOf } from './auth';
import { citiesFixture } from './cities';
import { citySetting } from './hotel-catalogue';
import { HOTEL_MARKUP_BP } from './hotel-rates';
import { visibleRates } from './pricing';

/**
 * Hotel, activity and car deals near wayfarer's deals location (New York), shaped like the
 * seeded catalogue's answers and typed by the contracts (checked against their schemas in
 * packages/contracts/test/mock-fixtures.test.ts). Prices follow the price rules with
 * wayfarer's markups, in US dollars, for whoever asks: the fixtures are an anonymous
 * visitor's (no agent-only fields), the handlers answer per viewer as the API does.
 */
const ACTIVITIES_MARKUP_BP = 1000;
const CARS_MARKUP_BP = 800;
/** The deals stay window is two days long, and a car is priced for the whole rental. */
const RENTAL_DAYS = 2;

/** A deal whose rates depend on who looks at them. */
type DealFor<T> = (viewer: PriceViewer) => T;

const usdRates = (viewer: PriceViewer, [wholesale, taxAndFee, published]: [number, number, number], markupBasisPoints: number) =>
  visibleRates(viewer, { wholesale, taxAndFee, published }, markupBasisPoints, 'USD');

/** What pictures of New York show, as the catalogue paints them. */
const NEW_YORK = citySetting(citiesFixture.find((city) => city.id === 1)!);

/** The seeded offer the API tests name (New York City Grand House, two nights, wayfarer's 12 %). */
const HOTEL_DEALS: DealFor<HotelDeal>[] = [
  (viewer) => ({
    hotel: {
      hotelId: 1,
      hotelDetails: { heroImage: hotelPicture(1, NEW_YORK), name: 'New York City Grand House', distance: 3.65, distanceFrom: 'New York City' },
    },
    rating: 4.4,
    link: '/booknow/hotels/details?hotelId=1&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2',
    rates: usdRates(viewer, [44600, 5920, 64000], HOTEL_MARKUP_BP),
  }),
];

const activity = (
  n: number,
  title: string,
  duration: number,
  isFreeCancellation: boolean,
  rating: number,
  distance: number,
  net: [number, number, number],
): DealFor<ActivityDeal> => {
  const productCode = `ACT001${n}`;
  return (viewer) => ({
    productCode,
    imageUrl: activityPicture(n, title, NEW_YORK),
    title,
    duration,
    isFreeCancellation,
    rating,
    distance,
    link: `/booknow/activities/result-details/${productCode}`,
    rates: usdRates(viewer, net, ACTIVITIES_MARKUP_BP),
  });
};

const ACTIVITY_DEALS: DealFor<ActivityDeal>[] = [
  activity(1, 'Greenwich Village walking tour', 150, true, 4.7, 1.84, [4200, 290, 5900]),
  activity(2, 'Food tasting in SoHo', 180, true, 4.9, 2.31, [8800, 610, 11900]),
  activity(3, 'New York City boat tour', 90, false, 4.2, 3.05, [6400, 450, 7200]),
  activity(4, 'New York City highlights by bike', 180, true, 3.8, 4.6, [5900, 410, 8400]),
  activity(5, 'New York City museum pass with skip-the-line entry', 480, false, 4.5, 5.12, [7600, 530, 8890]),
];

const car = (
  carId: number,
  [name, veh, passangerCapacity, bagCapacity, noOfDoors]: [string, string, number, number, number],
  supplierName: string,
  distance: number,
  [dailyWholesale, dailyTax, dailyPublished]: [number, number, number],
): DealFor<CarDeal> => {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // Downtown offices return the car where it was picked up, as the seeded ones do.
  const office = { name: `${supplierName}, New York Midtown`, latitude: 40.7549, longitude: -73.984 };
  return (viewer) => ({
    carId,
    vehiclePicture: `/images/cars/${slug(veh)}.svg`,
    veh,
    name,
    logo: `/images/suppliers/${slug(supplierName)}.svg`,
    supplierName,
    passangerCapacity,
    bagCapacity,
    noOfDoors,
    pickupLocation: office,
    dropOffLocation: office,
    distance,
    link: `/booknow/cars/result-details?carId=${carId}&pickUpDateTime=2027-03-12T10%3A00%3A00&returnDateTime=2027-03-14T10%3A00%3A00&age=25`,
    rates: usdRates(viewer, [dailyWholesale * RENTAL_DAYS, dailyTax * RENTAL_DAYS, dailyPublished * RENTAL_DAYS], CARS_MARKUP_BP),
  });
};

const CAR_DEALS: DealFor<CarDeal>[] = [
  car(1, ['Volkswagen Polo or similar', 'Economy', 5, 2, 5], 'Atlas Rent a Car', 4.97, [4100, 370, 5600]),
  car(2, ['Toyota Corolla or similar', 'Compact', 5, 2, 4], 'Kestrel Drive', 4.97, [4800, 430, 6300]),
  car(3, ['Toyota RAV4 or similar', 'Compact SUV', 5, 3, 5], 'Northwind Rentals', 4.97, [6600, 590, 8900]),
  car(4, ['Tesla Model 3 or similar', 'Electric', 5, 2, 4], 'Meridian Mobility', 4.97, [8600, 770, 10400]),
  car(5, ['Ford Explorer or similar', 'SUV', 7, 4, 5], 'Bluebird Car Hire', 4.97, [9100, 820, 10700]),
];

const dealsFor = <T,>(deals: DealFor<T>[], viewer: PriceViewer): T[] => deals.map((deal) => deal(viewer));

export const hotelDealsFixture: HotelDeal[] = dealsFor(HOTEL_DEALS, null);
export const activityDealsFixture: ActivityDeal[] = dealsFor(ACTIVITY_DEALS, null);
export const carDealsFixture: CarDeal[] = dealsFor(CAR_DEALS, null);

/** msw handlers for the hotel, activity and car deal searches, priced for whoever asks. */
export function dealsHandlers() {
  return [
    http.post('*/api/dealray/deals/hotel-search', ({ request }) => HttpResponse.json({ response: dealsFor(HOTEL_DEALS, viewerOf(request)) })),
    http.post('*/api/dealray/deals/activity-search', ({ request }) => HttpResponse.json(dealsFor(ACTIVITY_DEALS, viewerOf(request)))),
    http.post('*/api/dealray/deals/car-search', ({ request }) => HttpResponse.json(dealsFor(CAR_DEALS, viewerOf(request)))),
  ];
}
