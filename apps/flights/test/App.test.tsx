import { screen } from '@testing-library/react';
import { initTestI18n } from '@travel/mocks';
import { currentUrl, renderFlights } from './renderFlights';

beforeAll(() => initTestI18n());

test('/booknow/flights opens the flight search', async () => {
  renderFlights('/booknow/flights');
  expect(await screen.findByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
  expect(currentUrl().pathname).toBe('/booknow/flights/search');
  expect(screen.getByRole('form', { name: 'Search flights' })).toBeInTheDocument();
});

test('an unknown sub-path goes to the 404 page', async () => {
  renderFlights('/booknow/flights/nowhere');
  expect(await screen.findByRole('heading', { level: 1, name: '404 page' })).toBeInTheDocument();
});

test('/flight-details without a chosen flight says so and leads to a search', async () => {
  renderFlights('/flight-details');
  expect(await screen.findByRole('heading', { level: 1, name: 'No flight chosen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/booknow/flights/search');
});
