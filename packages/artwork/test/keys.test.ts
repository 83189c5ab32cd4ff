import { activityPicture, artworkSvg, hotelGalleryPictures, hotelPicture, hotelRoomPicture, resortPicture } from '@travel/artwork';

const keyOf = (path: string): [string, string] => {
  const [, kind, key] = /^\/images\/([a-z-]+)\/([^/]+)\.svg$/.exec(path) ?? [];
  return [kind!, key!];
};
const painted = (path: string): boolean => artworkSvg(...keyOf(path)) !== null;

describe('picture paths', () => {
  it.each([
    [hotelPicture(12, 'nordic-coast'), '/images/hotels/12-nordic-coast.svg'],
    [hotelPicture(12, 'temperate', 'lobby'), '/images/hotels/12-temperate-lobby.svg'],
    [activityPicture(7, 'Food tasting in SoHo', 'temperate-coast'), '/images/activities/7-food-temperate-coast.svg'],
    [activityPicture(8, 'Alfama walking tour', 'mediterranean-coast'), '/images/activities/8-walk-mediterranean-coast.svg'],
    [resortPicture(3, 'tropical-coast'), '/images/resorts/3-tropical-coast.svg'],
    [hotelRoomPicture('/images/hotels/12-desert-coast.svg', { roomId: 31, name: 'Junior Suite' }), '/images/hotel-rooms/31-suite-desert-coast.svg'],
  ])('%s is %s, and painted', (path, expected) => {
    expect(path).toBe(expected);
    expect(painted(path)).toBe(true);
  });

  it("gives a hotel's gallery its hero, then the same hotel by evening and its lobby, all different", () => {
    const gallery = hotelGalleryPictures('/images/hotels/12-nordic-coast.svg');
    expect(gallery).toEqual(['/images/hotels/12-nordic-coast.svg', '/images/hotels/12-nordic-coast-evening.svg', '/images/hotels/12-nordic-coast-lobby.svg']);
    const svgs = gallery.map((path) => artworkSvg(...keyOf(path)));
    expect(new Set(svgs).size).toBe(3);
  });

  it('keeps an older hero path answering, with its views and rooms in the default setting', () => {
    expect(hotelGalleryPictures('/images/hotels/12.svg')).toEqual(['/images/hotels/12.svg', '/images/hotels/12-evening.svg', '/images/hotels/12-lobby.svg']);
    expect(hotelRoomPicture('/images/hotels/12.svg', { roomId: 5, name: 'Twin Room' })).toBe('/images/hotel-rooms/5-twin.svg');
    for (const path of ['/images/hotels/12.svg', '/images/hotels/12-evening.svg', '/images/hotel-rooms/5-twin.svg', '/images/activities/9.svg', '/images/resorts/3.svg']) expect(painted(path)).toBe(true);
  });

  it("gives a supplier's photo no painted views, and its rooms pictures in the default setting", () => {
    const photo = 'https://photos.example.com/hotel/12.jpg';
    expect(hotelGalleryPictures(photo)).toEqual([photo]);
    expect(hotelGalleryPictures('/images/hotels/12-nordic-lobby.svg')).toEqual(['/images/hotels/12-nordic-lobby.svg']);
    expect(hotelRoomPicture(photo, { roomId: 5, name: 'Family Room' })).toBe('/images/hotel-rooms/5-family.svg');
  });

  it('furnishes each room type of a hotel differently', () => {
    const hero = '/images/hotels/40-temperate-coast.svg';
    const rooms = ['Standard Double Room', 'Superior King Room', 'Family Room', 'Junior Suite', 'Twin Room', 'Penthouse Suite'].map((name, i) => hotelRoomPicture(hero, { roomId: 100 + i, name }));
    expect(new Set(rooms.map((path) => artworkSvg(...keyOf(path)))).size).toBe(rooms.length);
  });
});
