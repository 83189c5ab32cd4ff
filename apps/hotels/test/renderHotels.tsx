import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { Agency } from '@travel/contracts';
import { calendarDay, letFormDataTakeForms, renderRemote } from '@travel/mocks';
import App from '../src/App';

export { calendarDay, currentUrl, daysFromNow } from '@travel/mocks';

letFormDataTakeForms();

/** The hotels remote under its two mounts, as the shell hosts it, with the current URL readable. */
export function renderHotels(route: string, { agency, api = [] }: { agency?: Agency; api?: RequestHandler[] } = {}) {
  return renderRemote('hotels', App, route, { agency, api });
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
