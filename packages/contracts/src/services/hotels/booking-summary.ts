import type { BookingSummary } from '../../booking-parts.schema';
import type { HotelRoomRequest } from '../../hotel-rooms';

interface BookedStay {
  hotel: { name: string; city: string; heroImage: string };
  room: { name: string };
  stay: { start: string; end: string };
  rooms: HotelRoomRequest[];
}

/** What My Trips and the Command Center show of a hotel booking: the hotel, the room, the city, the stay and everyone in it. */
export function hotelBookingSummary({ hotel, room, stay, rooms }: BookedStay): BookingSummary {
  return {
    title: hotel.name,
    subtitle: room.name,
    places: [hotel.city],
    start: stay.start,
    end: stay.end,
    travellers: rooms.reduce((sum, party) => sum + party.adults + party.childAges.length, 0),
    thumbnail: hotel.heroImage,
  };
}
