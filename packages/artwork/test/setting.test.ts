import { settingOf, type Place, type Setting } from '@travel/artwork';

// Real places (centre coordinates, whether on open water) and what their pictures show.
const PLACES: [string, Place, Setting][] = [
  ['Oslo', { latitude: 59.9139, longitude: 10.7522, countryCode: 'NO', coastal: true }, 'nordic-coast'],
  ['Tromsø', { latitude: 69.6492, longitude: 18.9553, countryCode: 'NO', coastal: true }, 'nordic-coast'],
  ['Reykjavik', { latitude: 64.1466, longitude: -21.9426, countryCode: 'IS', coastal: true }, 'nordic-coast'],
  ['Copenhagen, Nordic south of 58°', { latitude: 55.6761, longitude: 12.5683, countryCode: 'DK', coastal: true }, 'nordic-coast'],
  ['Helsinki', { latitude: 60.1699, longitude: 24.9384, countryCode: 'FI', coastal: true }, 'nordic-coast'],
  ['St Petersburg, north of 58°', { latitude: 59.9311, longitude: 30.3609, countryCode: 'RU', coastal: true }, 'nordic-coast'],
  ['Anchorage', { latitude: 61.2181, longitude: -149.9003, countryCode: 'US' }, 'nordic'],
  ['Paris', { latitude: 48.8566, longitude: 2.3522, countryCode: 'FR' }, 'temperate'],
  ['London', { latitude: 51.5074, longitude: -0.1278, countryCode: 'GB' }, 'temperate'],
  ['New York', { latitude: 40.7128, longitude: -74.006, countryCode: 'US', coastal: true }, 'temperate-coast'],
  ['Tokyo', { latitude: 35.6762, longitude: 139.6503, countryCode: 'JP', coastal: true }, 'temperate-coast'],
  ['Buenos Aires', { latitude: -34.6037, longitude: -58.3816, countryCode: 'AR', coastal: true }, 'temperate-coast'],
  ['Sydney', { latitude: -33.8688, longitude: 151.2093, countryCode: 'AU', coastal: true }, 'temperate-coast'],
  ['Zürich, a lake shore', { latitude: 47.3769, longitude: 8.5417, countryCode: 'CH', coastal: true }, 'temperate-coast'],
  ['Madrid', { latitude: 40.4168, longitude: -3.7038, countryCode: 'ES' }, 'mediterranean'],
  ['Lisbon', { latitude: 38.7223, longitude: -9.1393, countryCode: 'PT', coastal: true }, 'mediterranean-coast'],
  ['Athens', { latitude: 37.9838, longitude: 23.7275, countryCode: 'GR', coastal: true }, 'mediterranean-coast'],
  ['Istanbul', { latitude: 41.0082, longitude: 28.9784, countryCode: 'TR', coastal: true }, 'mediterranean-coast'],
  ['Los Angeles', { latitude: 34.0522, longitude: -118.2437, countryCode: 'US', coastal: true }, 'mediterranean-coast'],
  ['Cape Town', { latitude: -33.9249, longitude: 18.4241, countryCode: 'ZA', coastal: true }, 'mediterranean-coast'],
  ['Dubai', { latitude: 25.2048, longitude: 55.2708, countryCode: 'AE', coastal: true }, 'desert-coast'],
  ['Cairo', { latitude: 30.0444, longitude: 31.2357, countryCode: 'EG' }, 'desert'],
  ['Marrakesh', { latitude: 31.6295, longitude: -7.9811, countryCode: 'MA' }, 'desert'],
  ['Las Vegas', { latitude: 36.1699, longitude: -115.1398, countryCode: 'US' }, 'desert'],
  ['Lima, a desert coast', { latitude: -12.0464, longitude: -77.0428, countryCode: 'PE', coastal: true }, 'desert-coast'],
  ['Los Cabos', { latitude: 22.8905, longitude: -109.9167, coastal: true }, 'desert-coast'],
  ['Cancún', { latitude: 21.1619, longitude: -86.8515, countryCode: 'MX', coastal: true }, 'tropical-coast'],
  ['Rio de Janeiro', { latitude: -22.9068, longitude: -43.1729, countryCode: 'BR', coastal: true }, 'tropical-coast'],
  ['Miami', { latitude: 25.7617, longitude: -80.1918, countryCode: 'US', coastal: true }, 'tropical-coast'],
  ['Singapore', { latitude: 1.3521, longitude: 103.8198, countryCode: 'SG', coastal: true }, 'tropical-coast'],
  ['Maldives, east of Arabia', { latitude: 4.1755, longitude: 73.5093, coastal: true }, 'tropical-coast'],
  ['Bangkok, on a river but not the sea', { latitude: 13.7563, longitude: 100.5018, countryCode: 'TH' }, 'tropical'],
  ['Orlando', { latitude: 28.5383, longitude: -81.3792, countryCode: 'US' }, 'tropical'],
];

test.each(PLACES)('%s -> %s', (_name, place, setting) => {
  expect(settingOf(place)).toBe(setting);
});

test('a lower-case country code counts too', () => {
  expect(settingOf({ latitude: 55.6761, longitude: 12.5683, countryCode: 'dk' })).toBe('nordic');
});
