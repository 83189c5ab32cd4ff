import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import type { Agency } from '@travel/contracts';
import { ComingSoonRoutes } from '../src/ComingSoonRoutes';

beforeAll(() => initTestI18n());

/** The flights placeholder under its mount, next to stand-ins for the pages it links to. */
function renderFlights(route: string, agency: Agency = agencyFixture()) {
  return renderInHost(
    <Routes>
      <Route path="/booknow/flights/*" element={<ComingSoonRoutes namespace="flights" />} />
      <Route path="/booknow/hotels/*" element={<h1>Hotel search</h1>} />
      <Route path="/errors" element={<h1>404 page</h1>} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { route, agency },
  );
}

test('a service that is not built yet says so under its name and offers the bookable services', async () => {
  renderFlights('/booknow/flights');
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Flights']);
  expect(screen.getByText('Coming soon')).toBeInTheDocument();
  expect(screen.getByText('Online booking for this service with Wayfarer Travel is still being prepared.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Available to book now' })).toBeInTheDocument();
  // Hotels only: the agency's other services are not built yet either.
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Hotels', 'Go to the home page']);
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

  await userEvent.click(screen.getByRole('link', { name: 'Hotels' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotel search' })).toBeInTheDocument();
});

test('an agency that sells no bookable service is told so and only offered the home page', () => {
  const carsAndActivities = agencyFixture({ bookingMenuItemOptions: [{ title: 'Cars', active: true }, { title: 'Activities', active: true }, { title: 'Hotels', active: false }] });
  renderFlights('/booknow/flights/search', carsAndActivities);
  expect(screen.getByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
  expect(screen.getByText('No other service can be booked online with Wayfarer Travel yet.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Go to the home page']);
});

test('any other sub-path is unresolved and goes to the 404 page', async () => {
  renderFlights('/booknow/flights/results');
  expect(await screen.findByRole('heading', { level: 1, name: '404 page' })).toBeInTheDocument();
});

test('in Arabic the page says it in Arabic', async () => {
  await initTestI18n('ar');
  try {
    renderFlights('/booknow/flights/search');
    expect(screen.getByText('قريبًا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الفنادق' })).toHaveAttribute('href', '/booknow/hotels');
  } finally {
    await act(() => initTestI18n('en'));
  }
});
