import { agencyFixture } from '@travel/mocks';
import { mountsFor, remoteForPath } from '@travel/contracts';

const paths = (agency: Parameters<typeof mountsFor>[0], remote?: Parameters<typeof mountsFor>[1]) =>
  mountsFor(agency, remote).map((mount) => mount.path);

test('every remote is mounted under its spec routes', () => {
  expect(paths(agencyFixture())).toEqual([
    '/booknow/hotels/*', '/hotel-details', '/booknow/flights/*', '/flight-details', '/booknow/cars/*',
    '/booknow/activities/*', '/booknow/cruise/*', '/booknow/resort/*', '/blog/*', '/destination/share',
    '/destination/*', '/top-destination', '/mytrip/*', '/settings/profile/*', '/settings/support/*',
    '/dashboard', '/settings/*', '/users/*', '/clients/*', '/bookings/*', '/deal-link/*', '/proposals/*', '/searches/*', '/wallet/*',
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

test.each([
  ['/booknow/hotels', 'hotels'],
  ['/booknow/hotels/search-details', 'hotels'],
  ['/hotel-details', 'hotels'],
  ['/booknow/flights', 'flights'],
  ['/mytrip/mytrips', 'account'],
  ['/dashboard', 'command'],
  ['/settings/profile', 'account'],
  ['/settings/support', 'account'],
  ['/settings/agency', 'command'],
  ['/settings/profiles', 'command'],
  ['/clients/new', 'command'],
  ['/mytrip/wallet/', 'account'],
  ['/wallet/details', 'command'],
  ['/blog/some-post', 'blog'],
  ['/booknow/hotelsx', null],
  ['/dashboard/extra', null],
  ['/faq', null],
  ['/', null],
])('a link to %s opens the %s remote', (path, remote) => {
  expect(remoteForPath(path, agencyFixture())).toBe(remote);
});

test('a link to a service the agency does not offer opens no remote', () => {
  const noResorts = agencyFixture({ bookingMenuItemOptions: [{ title: 'Hotels', active: true }, { title: 'Resorts', active: false }] });
  expect(remoteForPath('/booknow/resort', noResorts)).toBeNull();
});
