import { http, HttpResponse } from 'msw';
import { priceOffer, ratesForViewer, type ActivityDeal, type CarDeal, type Rates } from '@travel/contracts';

/**
 * Activity and car deals near wayfarer's deals location (New York), shaped like the seeded
 * catalogue's answers and typed by the contracts (checked against their schemas in
 * packages/contracts/test/mock-fixtures.test.ts). Prices follow the price rules with
 * wayfarer's markups, as an anonymous visitor receives them (no agent-only fields).
 */
const ACTIVITIES_MARKUP_BP = 1000;
const CARS_MARKUP_BP = 800;
/** The deals stay window is two days long, and a car is priced for the whole rental. */
const RENTAL_DAYS = 2;

function publicRates(wholesale: number, taxAndFee: number, published: number, markupBasisPoints: number): Rates {
  return ratesForViewer(priceOffer({ wholesale, taxAndFee, published, markupBasisPoints, currency: 'USD' }), null);
}

const activity = (
  n: number,
  title: string,
  duration: number,
  isFreeCancellation: boolean,
  rating: number,
  distance: number,
  [wholesale, tax, published]: [number, number, number],
): ActivityDeal => {
  const productCode = `ACT001${n}`;
  return {
    productCode,
    imageUrl: `/images/activities/${n}.svg`,
    title,
    duration,
    isFreeCancellation,
    rating,
    distance,
    link: `/booknow/activities/result-details/${productCode}`,
    rates: publicRates(wholesale, tax, published, ACTIVITIES_MARKUP_BP),
  };
};

export const activityDealsFixture: ActivityDeal[] = [
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
): CarDeal => {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // Downtown offices return the car where it was picked up, as the seeded ones do.
  const office = { name: `${supplierName}, New York Midtown`, latitude: 40.7549, longitude: -73.984 };
  return {
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
    rates: publicRates(dailyWholesale * RENTAL_DAYS, dailyTax * RENTAL_DAYS, dailyPublished * RENTAL_DAYS, CARS_MARKUP_BP),
  };
};

export const carDealsFixture: CarDeal[] = [
  car(1, ['Volkswagen Polo or similar', 'Economy', 5, 2, 5], 'Atlas Rent a Car', 4.97, [4100, 370, 5600]),
  car(2, ['Toyota Corolla or similar', 'Compact', 5, 2, 4], 'Kestrel Drive', 4.97, [4800, 430, 6300]),
  car(3, ['Toyota RAV4 or similar', 'Compact SUV', 5, 3, 5], 'Northwind Rentals', 4.97, [6600, 590, 8900]),
  car(4, ['Tesla Model 3 or similar', 'Electric', 5, 2, 4], 'Meridian Mobility', 4.97, [8600, 770, 10400]),
  car(5, ['Ford Explorer or similar', 'SUV', 7, 4, 5], 'Bluebird Car Hire', 4.97, [9100, 820, 10700]),
];

/** msw handlers for the activity and car deal searches (the hotel search is in handlers.ts). */
export function dealsHandlers() {
  return [
    http.post('*/api/dealray/deals/activity-search', () => HttpResponse.json(activityDealsFixture)),
    http.post('*/api/dealray/deals/car-search', () => HttpResponse.json(carDealsFixture)),
  ];
}
