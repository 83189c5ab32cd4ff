import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import App from '../src/App';

beforeAll(() => initTestI18n());
afterEach(() => initTestI18n('en'));

function renderHotels(route: string, agency = agencyFixture(), api: RequestHandler[] = []) {
  return renderInHost(
    <Routes>
      <Route path="/booknow/hotels/*" element={<App mount="/booknow/hotels" />} />
      <Route path="/hotel-details" element={<App mount="/hotel-details" />} />
      <Route path="/errors" element={<h1>404 page</h1>} />
    </Routes>,
    { route, agency, api },
  );
}

test('the search page reads agency, language and currency from the shared store', async () => {
  await initTestI18n('es');
  renderHotels('/booknow/hotels/search', agencyFixture({ agencyName: 'Viajes Sol', defaultCurrency: 'MXN', languages: ['es', 'en'] }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Hoteles' })).toBeInTheDocument();
  const settings = screen.getByRole('list', { name: 'Tu configuración' });
  expect(within(settings).getByText('Español')).toBeInTheDocument();
  expect(within(settings).getByText('MXN')).toBeInTheDocument();
  expect(screen.getByText(/Viajes Sol/, { selector: 'p' })).toBeInTheDocument();
  // The API's service labels are shown in the page language too.
  expect(await screen.findByRole('link', { name: 'Vuelos' })).toHaveAttribute('href', '/booknow/flights');
});

test("it links to the agency's other services, from the navigations call", async () => {
  renderHotels('/booknow/hotels');
  const explore = await screen.findByRole('heading', { name: 'More ways to travel with Wayfarer Travel' });
  const links = await within(explore.parentElement as HTMLElement).findAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise']);
  expect(links[0]).toHaveAttribute('href', '/booknow/flights');
});

test('a failed navigations call shows an error instead of the links', async () => {
  renderHotels('/booknow/hotels/search', agencyFixture(), [
    http.get('*/api/agency/navigations', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })),
  ]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
});

test('an unknown hotels sub-path goes to the 404 page', async () => {
  renderHotels('/booknow/hotels/nothing-here');
  expect(await screen.findByRole('heading', { name: '404 page' })).toBeInTheDocument();
});

test('/hotel-details without a hotel starts a search', async () => {
  renderHotels('/hotel-details');
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotels' })).toBeInTheDocument();
});
