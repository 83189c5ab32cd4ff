import { distanceKm } from '@travel/contracts';
import type { HotelProperty } from './providers';

/** The amenities a description names; the details list them all. */
const AMENITIES_NAMED = 4;

function ratingWord(rating: number): string {
  if (rating >= 4.5) return 'exceptional';
  if (rating >= 4) return 'very good';
  if (rating >= 3.5) return 'good';
  return 'fair';
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'Free Wi-Fi' -> 'free Wi-Fi', inside a sentence. */
const inSentence = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Two or three sentences from the hotel's own facts (stars, place, rating, amenities,
 * rooms): the seeded catalogue has no prose, and invented prose would claim what is not true.
 * Always the same text for the same facts. English, like a supplier's descriptions.
 */
export function describeHotel(hotel: HotelProperty): string {
  const km = distanceKm(hotel, hotel.city);
  const street = hotel.address.endsWith(`, ${hotel.city.name}`) ? hotel.address.slice(0, -`, ${hotel.city.name}`.length) : hotel.address;
  const where = km < 1 ? `in the centre of ${hotel.city.name}` : `${km.toFixed(1)} km from the centre of ${hotel.city.name}`;
  const sentences = [
    `${hotel.name} is a ${hotel.stars}-star hotel at ${street}, ${where}.`,
    `Guests rate it ${ratingWord(hotel.guestRating)}: ${hotel.guestRating.toFixed(1)} out of 5.`,
  ];

  const byPrice = [...hotel.rooms].sort((a, b) => a.nightly.wholesale - b.nightly.wholesale || a.roomId - b.roomId);
  const cheapest = byPrice[0];
  const dearest = byPrice.at(-1);
  const rooms = !cheapest || !dearest ? '' : cheapest === dearest ? `every room is a ${cheapest.name}` : `rooms range from the ${cheapest.name} to the ${dearest.name}`;
  const amenities = hotel.amenities.length > 0 ? `Amenities include ${listed(hotel.amenities.slice(0, AMENITIES_NAMED).map(inSentence))}` : '';
  if (amenities && rooms) sentences.push(`${amenities}; ${rooms}.`);
  else if (amenities || rooms) sentences.push(`${amenities || rooms.charAt(0).toUpperCase() + rooms.slice(1)}.`);
  return sentences.join(' ');
}
