import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { initTestI18n, renderInHost } from '@travel/mocks';
import App from '../src/App';

beforeAll(() => initTestI18n());

function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The flights remote under its two mounts, as the shell hosts it, and a stand-in hotels page. */
function renderFlights(route: string) {
  return renderInHost(
    <>
      <Routes>
        <Route path="/booknow/flights/*" element={<App mount="/booknow/flights" />} />
        <Route path="/flight-details" element={<App mount="/flight-details" />} />
        <Route path="/booknow/hotels/*" element={<h1>Hotel search</h1>} />
      </Routes>
      <PathProbe />
    </>,
    { route },
  );
}

test('/booknow/flights says flights are coming soon and leads to Hotels, which can be booked', async () => {
  renderFlights('/booknow/flights');
  expect(await screen.findByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
  expect(screen.getByTestId('path')).toHaveTextContent('/booknow/flights/search');
  expect(screen.getByText('Coming soon')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Hotels' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotel search' })).toBeInTheDocument();
  expect(screen.getByTestId('path')).toHaveTextContent('/booknow/hotels');
});

test('/flight-details without a chosen flight goes to the flights page', async () => {
  renderFlights('/flight-details');
  expect(await screen.findByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
  expect(screen.getByTestId('path')).toHaveTextContent('/booknow/flights/search');
});
