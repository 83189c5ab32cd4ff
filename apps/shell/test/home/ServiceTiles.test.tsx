import { screen, within } from '@testing-library/react';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { ServiceTiles } from '../../src/home/ServiceTiles';

beforeAll(() => initTestI18n('en'));

const tiles = () => within(screen.getByRole('region', { name: 'What would you like to book?' })).getAllByRole('link');

test('a service that is not built yet says "Coming soon" on its tile and still leads to its page', () => {
  const agency = agencyFixture();
  renderInHost(<ServiceTiles agency={agency} />, { agency });
  expect(tiles().map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
    ['Hotels', '/booknow/hotels'],
    ['Air Travel', '/booknow/flights'],
    ['Resorts Coming soon', '/booknow/resort'],
    ['Cars Coming soon', '/booknow/cars'],
    ['Activities Coming soon', '/booknow/activities'],
    ['Cruise Coming soon', '/booknow/cruise'],
  ]);
  expect(screen.getByRole('link', { name: 'Resorts Coming soon' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hotels' })).toBeInTheDocument();
});
