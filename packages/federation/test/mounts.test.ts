import { agencyFixture } from '@travel/mocks';
import { mountsFor } from '@travel/federation';

const paths = (agency: Parameters<typeof mountsFor>[0], remote?: Parameters<typeof mountsFor>[1]) =>
  mountsFor(agency, remote).map((mount) => mount.path);

test('every remote is mounted under its spec routes', () => {
  expect(paths(agencyFixture())).toEqual([
    '/booknow/hotels/*', '/hotel-details', '/booknow/flights/*', '/flight-details', '/booknow/cars/*',
    '/booknow/activities/*', '/booknow/cruise/*', '/booknow/resort/*', '/blog/*', '/destination/share',
    '/destination/*', '/top-destination', '/mytrip/*', '/dashboard', '/settings/*', '/wallet/*', '/users/*',
    '/clients/*', '/bookings/*', '/proposals/*',
  ]);
});

test('/booknow/resort only when the Resorts item is active', () => {
  const noResorts = agencyFixture({ bookingMenuItemOptions: [{ title: 'Hotels', active: true }, { title: 'Resorts', active: false }] });
  expect(paths(noResorts)).not.toContain('/booknow/resort/*');
  expect(paths(agencyFixture())).toContain('/booknow/resort/*');
});

test('/top-destination and /destination only when the agency shows top destinations; sharing always', () => {
  const hidden = paths(agencyFixture({ displayTopDestinations: false }), 'blog');
  expect(hidden).toEqual(['/blog/*', '/destination/share']);
});

test('without an agency nothing conditional is mounted', () => {
  expect(paths(null)).not.toContain('/booknow/resort/*');
  expect(paths(null)).not.toContain('/top-destination');
});
