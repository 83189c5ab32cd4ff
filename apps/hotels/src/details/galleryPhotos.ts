import type { HotelDetails } from '@travel/contracts';
import type { HotelTermKind } from '@travel/ui';
import type { GalleryPhoto } from '@travel/ui/details';

type Translate = (key: string, values: Record<string, string>) => string;
/** useHotelTerms' translator, so a room's photo is named as its card in the rooms list is. */
type Term = (kind: HotelTermKind, word: string) => string;

/** The API's pictures as the gallery shows them: a room's says which room, the hotel's whose. */
export function galleryPhotos(hotel: Pick<HotelDetails, 'name' | 'images' | 'rooms'>, t: Translate, term: Term): GalleryPhoto[] {
  const roomNames = new Map(hotel.rooms.map((room) => [room.roomId, term('rooms.type', room.name)]));
  return hotel.images.photos.map((photo) => {
    const room = photo.kind === 'room' && photo.roomId !== undefined ? roomNames.get(photo.roomId) : undefined;
    return { src: photo.url, alt: room ? t('details.photoRoom', { room }) : t('details.photoHotel', { name: hotel.name }) };
  });
}
