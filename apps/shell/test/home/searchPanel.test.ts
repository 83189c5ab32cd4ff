import type { ServiceTitle } from '@travel/contracts';
import { agencyFixture } from '@travel/mocks';
import { searchFormRemote } from '../../src/home/searchPanel';

const wayfarer = agencyFixture();
const noResorts = agencyFixture({ bookingMenuItemOptions: [{ title: 'Hotels', active: true }, { title: 'Resorts', active: false }] });
const TODAY: ReadonlySet<ServiceTitle> = new Set(['Hotels']);
const LATER: ReadonlySet<ServiceTitle> = new Set(['Hotels', 'Air Travel', 'Resorts', 'Cars']);

test.each<[ServiceTitle, ReadonlySet<ServiceTitle>, typeof wayfarer, string | null]>([
  ['Hotels', TODAY, wayfarer, 'hotels'],
  ['Air Travel', TODAY, wayfarer, null],
  ['Cars', TODAY, wayfarer, null],
  ['Activities', TODAY, wayfarer, null],
  ['Cruise', TODAY, wayfarer, null],
  ['Resorts', TODAY, wayfarer, null],
  ['Air Travel', LATER, wayfarer, 'flights'],
  ['Cars', LATER, wayfarer, 'cars'],
  ['Resorts', LATER, wayfarer, 'resort'],
  // No mount for Resorts when the agency does not sell them: no form to load.
  ['Resorts', LATER, noResorts, null],
])('the %s tab (bookable: %p) embeds the form of remote %p', (service, bookable, agency, remote) => {
  expect(searchFormRemote(service, agency, bookable)).toBe(remote);
});
