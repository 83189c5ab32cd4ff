import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { calendarDay } from '@travel/mocks';

export { calendarDay, spokenDay } from '@travel/mocks';

/** The English dates field: 'Departure – Return …' for a return trip, 'Departure …' one way. */
export const datesField = (): HTMLElement => screen.getByRole('button', { name: /^Departure/ });

/** A day as the field shows it: 'Fri, Apr 2'. */
export const shortDay = (day: string): string =>
  new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Opens the dates field's calendar by a click and waits for its months. */
export async function openDates(user: UserEvent, dialogName: string): Promise<HTMLElement> {
  await user.click(datesField());
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await within(dialog).findAllByRole('grid');
  return dialog;
}

/** Chooses a return trip's dates: opens the calendar, clicks the departure and the return, Done. */
export async function chooseTrip(user: UserEvent, depart: string, back: string): Promise<void> {
  const dialog = await openDates(user, 'Choose your travel dates');
  await user.click(await calendarDay(user, dialog, depart));
  await user.click(await calendarDay(user, dialog, back));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
}

/** Chooses a one-way trip's departure: opens the calendar, clicks the day, Done. */
export async function chooseDeparture(user: UserEvent, depart: string): Promise<void> {
  const dialog = await openDates(user, 'Choose your departure date');
  await user.click(await calendarDay(user, dialog, depart));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
}
