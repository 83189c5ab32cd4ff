import { screen } from '@testing-library/react';
import { agencyFixture, initTestI18n } from '@travel/mocks';
import { renderHotels } from './renderHotels';

beforeAll(() => initTestI18n());
afterEach(() => initTestI18n('en'));

test('/booknow/hotels opens the search, in the page language', async () => {
  await initTestI18n('es');
  renderHotels('/booknow/hotels', { agency: agencyFixture({ agencyName: 'Viajes Sol', defaultCurrency: 'MXN', languages: ['es', 'en'] }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Hoteles' })).toBeInTheDocument();
  expect(screen.getByText(/a precios de Viajes Sol/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
});

test('an unknown hotels sub-path goes to the 404 page', async () => {
  renderHotels('/booknow/hotels/nothing-here');
  expect(await screen.findByRole('heading', { name: '404 page' })).toBeInTheDocument();
});

test('/hotel-details without a hotel says what is missing and links to the search', async () => {
  renderHotels('/hotel-details');
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a hotel and dates' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/booknow/hotels/search');
});
