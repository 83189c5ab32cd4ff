import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import type { Agency } from '@travel/contracts';
import { ComingSoonRoutes } from '../src/ComingSoonRoutes';
import { formatDayRange } from '../src/search/dayRange';

beforeAll(() => initTestI18n());

/** The cars placeholder under its mount, next to stand-ins for the pages it links to. */
function renderCars(route: string, agency: Agency = agencyFixture()) {
  return renderInHost(
    <Routes>
      <Route path="/booknow/cars/*" element={<ComingSoonRoutes namespace="cars" />} />
      <Route path="/booknow/hotels/*" element={<h1>Hotel search</h1>} />
      <Route path="/booknow/flights/*" element={<h1>Flight search</h1>} />
      <Route path="/errors" element={<h1>404 page</h1>} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { route, agency },
  );
}

test('a service that is not built yet says so under its name and offers the bookable services', async () => {
  renderCars('/booknow/cars');
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Car Rentals']);
  expect(screen.getByText('Coming soon')).toBeInTheDocument();
  expect(screen.getByText('Online booking for this service with Wayfarer Travel is still being prepared.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Available to book now' })).toBeInTheDocument();
  // The services built so far; the agency's others are not built yet either.
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Hotels', 'Air Travel', 'Go to the home page']);
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

  await userEvent.click(screen.getByRole('link', { name: 'Hotels' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotel search' })).toBeInTheDocument();
});

test('an agency that sells no bookable service is told so and only offered the home page', () => {
  const carsAndActivities = agencyFixture({ bookingMenuItemOptions: [{ title: 'Cars', active: true }, { title: 'Activities', active: true }, { title: 'Hotels', active: false }] });
  renderCars('/booknow/cars/search', carsAndActivities);
  expect(screen.getByRole('heading', { level: 1, name: 'Car Rentals' })).toBeInTheDocument();
  expect(screen.getByText('No other service can be booked online with Wayfarer Travel yet.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Go to the home page']);
});

test('any other sub-path is unresolved and goes to the 404 page', async () => {
  renderCars('/booknow/cars/results');
  expect(await screen.findByRole('heading', { level: 1, name: '404 page' })).toBeInTheDocument();
});

test('in Arabic the page says it in Arabic', async () => {
  await initTestI18n('ar');
  try {
    renderCars('/booknow/cars/search');
    expect(screen.getByText('قريبًا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الفنادق' })).toHaveAttribute('href', '/booknow/hotels');
  } finally {
    await act(() => initTestI18n('en'));
  }
});

/** A car deal card's link (apps/shell dealLinks): the desk's name and point, the rental's first and last day. */
const CAR_DEAL = '/booknow/cars/search?place=Paris&lat=48.8566&long=2.3522&start=2026-12-10&end=2026-12-14';

test("a deal card's place and dates show under the title, and the hotels link searches there for those nights", () => {
  renderCars(CAR_DEAL);
  expect(screen.getByRole('heading', { level: 1, name: 'Car Rentals' })).toBeInTheDocument();
  const line = screen.getByText('Paris', { selector: 'bdi' }).parentElement;
  // The dates as the hotel results' summary writes them ('Dec 10 – 14', with thin spaces).
  expect(line?.textContent).toBe(`Paris · ${formatDayRange('2026-12-10', '2026-12-14', 'en')}`);
  expect(line).toHaveTextContent(/^Paris · Dec 10\s–\s14$/);
  expect(screen.getByText('Online booking for this service with Wayfarer Travel is still being prepared.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hotels' })).toHaveAttribute(
    'href',
    '/booknow/hotels/search-details?lat=48.8566&lon=2.3522&place=Paris&checkIn=2026-12-10&checkOut=2026-12-14&rooms=2',
  );
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('a point without a name shows the dates alone; a place without a point or dates keeps the plain hotels link', () => {
  const { unmount } = renderCars('/booknow/cars/search?lat=25.79&long=-80.13&start=2026-12-10&end=2026-12-14');
  expect(screen.getByText(/^Dec 10\s–\s14$/, { selector: 'bdi' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/booknow/hotels/search-details?lat=25.79&lon=-80.13&checkIn=2026-12-10&checkOut=2026-12-14&rooms=2');
  unmount();

  renderCars('/booknow/cars/search?place=Paris&start=2026-12-10');
  expect(screen.getByText('Paris', { selector: 'bdi' }).parentElement).toHaveTextContent(/^Paris$/);
  expect(screen.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/booknow/hotels');
});

test.each([
  ['no query at all', ''],
  ['an empty place, a point off the globe and a month that does not exist', '?place=%20&lat=123&long=2.35&start=2026-13-10&end=2026-12-14'],
  ['dates the wrong way round', '?lat=48.8566&long=2.3522&start=2026-12-14&end=2026-12-10'],
  ['a day that does not exist', '?lat=48.8566&long=2.3522&start=2026-02-30&end=2026-03-02'],
  ['words for numbers', '?lat=north&long=east&start=tomorrow&end=later'],
  ['a place far too long to be one', `?place=${'Paris'.repeat(40)}`],
])('with %s the page shows no trip and the plain hotels link', (_case, query) => {
  renderCars(`/booknow/cars/search${query}`);
  expect(screen.getByRole('heading', { level: 1, name: 'Car Rentals' })).toBeInTheDocument();
  expect(screen.getByText('Coming soon')).toBeInTheDocument();
  expect(screen.queryByText(/·|Paris|Dec|Feb|Mar/)).not.toBeInTheDocument();
  expect(document.querySelector('bdi')).toBeNull();
  expect(screen.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/booknow/hotels');
});

test("in Arabic the trip's dates are Arabic and each part is isolated from the other's direction", async () => {
  await initTestI18n('ar');
  try {
    renderCars(CAR_DEAL, agencyFixture({ languages: ['ar', 'en'] }));
    const parts = screen.getByText('Paris', { selector: 'bdi' }).parentElement?.querySelectorAll('bdi');
    expect([...(parts ?? [])].map((part) => part.textContent)).toEqual(['Paris', formatDayRange('2026-12-10', '2026-12-14', 'ar')]);
    expect(parts?.[1]).toHaveTextContent(/ديسمبر/);
  } finally {
    await act(() => initTestI18n('en'));
  }
});
