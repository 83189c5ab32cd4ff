import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { isoDay, type Agency } from '@travel/contracts';
import { agencyFixture, renderInHost } from '@travel/mocks';
import App from '../src/App';

/*
 * jest-fixed-jsdom swaps in Node's FormData, which refuses a <form>. React builds one when a
 * submit starts a transition (the router navigates in one), which a browser's FormData takes.
 */
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor(form?: unknown) {
    super(form instanceof HTMLFormElement ? undefined : (form as undefined));
  }
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** An agency whose prices anyone may see, so the cards show amounts. */
export const publicPrices = agencyFixture({ allowNonLoginFlow: true });

/** The flights remote under its two mounts, as the shell hosts it, with the current URL readable. */
export function renderFlights(route: string, { agency = publicPrices, api = [] }: { agency?: Agency; api?: RequestHandler[] } = {}) {
  return renderInHost(
    <>
      <Routes>
        <Route path="/booknow/flights/*" element={<App mount="/booknow/flights" />} />
        <Route path="/flight-details" element={<App mount="/flight-details" />} />
        <Route path="/errors" element={<h1>404 page</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, agency, api },
  );
}

/** The URL the app is at now. */
export const currentUrl = (): URL => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');

/** A day `days` from today (UTC), so flights are always in the future. */
export const daysFromNow = (days: number): string => isoDay(new Date(Date.now() + days * 86_400_000));
