import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { flightReservationPath, type Agency, type FlightReservationQuery } from '@travel/contracts';
import { agencyFixture, renderInHost } from '@travel/mocks';
import CheckoutPage from '../src/checkout/CheckoutPage';
import ConfirmationPage from '../src/confirmation/ConfirmationPage';
import ReservationPage from '../src/reservation/ReservationPage';
import { daysFromNow } from './renderFlights';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="booking-location">{`${location.pathname}${location.search}`}</output>;
}

/** An agency that books without an account, through the built-in card gateway. */
export const openAgency = (overrides: Partial<Agency> = {}) => agencyFixture({ allowNonLoginFlow: true, currentPaymentGateway: 'stripe', ...overrides });

export const DEPART = daysFromNow(30);
export const RETURN = daysFromNow(37);

/** Oslo to New York nonstop (DY 7001), Standard, two adults, a child and an infant; `inbound` makes it a return on DY 7002. */
export function reservation(overrides: Partial<FlightReservationQuery> = {}): FlightReservationQuery {
  return {
    from: 'OSL',
    to: 'JFK',
    depart: DEPART,
    outbound: `DY7001.${DEPART}`,
    adults: 2,
    children: 1,
    infants: 1,
    cabin: 'economy',
    currency: 'USD',
    brand: 'standard',
    ...overrides,
  };
}

/** The booking steps under the flights remote's routes, with the current URL readable. */
export function renderBooking(route: string, { agency = openAgency(), api = [] as RequestHandler[] } = {}) {
  return renderInHost(
    <>
      <Routes>
        <Route path="/booknow/flights/reservation-details" element={<ReservationPage />} />
        <Route path="/booknow/flights/checkout" element={<CheckoutPage />} />
        <Route path="/booknow/flights/confirmation" element={<ConfirmationPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, agency, api },
  );
}

export const reservationUrl = (query: FlightReservationQuery = reservation()): string => flightReservationPath(query);

/** The URL the booking steps are at now. */
export const bookingUrl = (): URL => new URL(screen.getByTestId('booking-location').textContent ?? '', 'http://localhost');
