import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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

/** The hotels remote under its two mounts, as the shell hosts it, with the current URL readable. */
export function renderHotels(route: string, { agency = agencyFixture(), api = [] }: { agency?: Agency; api?: RequestHandler[] } = {}) {
  return renderInHost(
    <>
      <Routes>
        <Route path="/booknow/hotels/*" element={<App mount="/booknow/hotels" />} />
        <Route path="/hotel-details" element={<App mount="/hotel-details" />} />
        <Route path="/errors" element={<h1>404 page</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, agency, api },
  );
}

/** The URL the app is at now. */
export const currentUrl = (): URL => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');

/** A day `days` from today (UTC), so stays are always in the future. */
export const daysFromNow = (days: number): string => isoDay(new Date(Date.now() + days * 86_400_000));

/** How the calendar names a day to a screen reader: 'Monday, April 12, 2027'. */
const spokenDay = (day: string) =>
  new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A day of the open calendar, found as a traveller would: by its name, turning the months until it shows. */
export async function calendarDay(user: UserEvent, dialog: HTMLElement, day: string): Promise<HTMLElement> {
  const name = new RegExp(`^(Today, )?${spokenDay(day)}`);
  for (let turns = 0; turns < 13; turns++) {
    const found = within(dialog).queryByRole('button', { name });
    if (found) return found;
    // The days shown (not the neighbouring months' hidden ones) say which way to turn.
    const shown = within(dialog).getAllByRole('gridcell').filter((cell) => !cell.hasAttribute('data-outside'));
    const before = day < (shown[0]?.getAttribute('data-day') ?? '');
    await user.click(within(dialog).getByRole('button', { name: before ? 'Go to the Previous Month' : 'Go to the Next Month' }));
  }
  throw new Error(`${day} is not in the calendar`);
}

/** Chooses a stay in the dates field inside `scope`: opens its calendar, clicks the two days, Done. */
export async function chooseStay(user: UserEvent, checkIn: string, checkOut: string, scope: HTMLElement = document.body): Promise<void> {
  await user.click(within(scope).getByRole('button', { name: /^Check-in – Check-out/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
  await within(dialog).findAllByRole('grid');
  await user.click(await calendarDay(user, dialog, checkIn));
  await user.click(await calendarDay(user, dialog, checkOut));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
}
