import { activitySubjectOf, roomKindOf, type ActivitySubject, type RoomKind } from '@travel/artwork';

// The seed's room types (apps/api/src/seed/inventory/vocabulary.ts), the mocks' and a few a supplier might send.
test.each<[string, RoomKind]>([
  ['Standard Double Room', 'double'],
  ['Superior King Room', 'king'],
  ['Family Room', 'family'],
  ['Junior Suite', 'suite'],
  ['Twin Room', 'twin'],
  ['Standard Queen Room', 'double'],
  ['Deluxe King Room', 'king'],
  ['Family Suite', 'family'],
  ['Penthouse Suite', 'penthouse'],
  ['Single Room', 'twin'],
  ['Classic Room', 'double'],
])('room %s -> %s', (name, kind) => {
  expect(roomKindOf(name)).toBe(kind);
});

// The seed's activity templates (with a city and district filled in) and the mocks' deals.
test.each<[string, ActivitySubject]>([
  ['Alfama walking tour', 'walk'],
  ['Food tasting in SoHo', 'food'],
  ['Oslo highlights by bike', 'bike'],
  ['Sunset photo walk in Gamla Stan', 'photo'],
  ['Paris museum pass with skip-the-line entry', 'museum'],
  ['Full-day trip from Reykjavik', 'daytrip'],
  ['Tokyo by night: guided tour', 'night'],
  ['Cooking class in Trastevere', 'cooking'],
  ['Street art tour in Shoreditch', 'streetart'],
  ['New York City boat tour', 'boat'],
  ['Sunset dinner cruise', 'boat'],
  ['Night food market walk', 'food'],
  ['Hiking in the hills', 'daytrip'],
  ['City highlights', 'walk'],
])('activity %s -> %s', (title, subject) => {
  expect(activitySubjectOf(title)).toBe(subject);
});
