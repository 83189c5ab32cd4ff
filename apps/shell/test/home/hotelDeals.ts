import type { HotelDeal } from '@travel/contracts';
import { hotelDealsFixture } from '@travel/mocks';

function seededDeal(): HotelDeal {
  const [deal] = hotelDealsFixture;
  if (!deal) throw new Error('hotelDealsFixture has no deal');
  return deal;
}
const grandHouse = seededDeal();

/** A hotel deal like the seeded one, with its own id, name, rating, distance and saved amount. */
export function hotelDeal(hotelId: number, name: string, rating: number, distance: number, savedPrice = grandHouse.rates.savedPrice): HotelDeal {
  return {
    ...grandHouse,
    hotel: { hotelId, hotelDetails: { ...grandHouse.hotel.hotelDetails, name, distance, heroImage: `/images/hotels/${hotelId}.svg` } },
    rating,
    link: `/booknow/hotels/details?hotelId=${hotelId}`,
    rates: { ...grandHouse.rates, savedPrice, publishedRate: grandHouse.rates.totalRate + savedPrice },
  };
}

/** Six deals: row 1 holds four, row 2 two. */
export const sixHotelDeals: HotelDeal[] = [
  hotelDeal(1, 'Harbour Plaza', 4.9, 1.5),
  hotelDeal(2, 'Linden Loft', 3.2, 2.456),
  hotelDeal(3, 'Copper Terrace', 5, 3.65),
  hotelDeal(4, 'Atlas Garden', 0.5, 4),
  hotelDeal(5, 'Wren Heritage', 4.4, 6.1),
  hotelDeal(6, 'Cedar Riverside', 2.7, 7.25),
];
