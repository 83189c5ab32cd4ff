import { within } from '@testing-library/react';

/** How the kit's range calendar names a day to a screen reader: 'Monday, April 12, 2027'. */
export const spokenDay = (day: string): string =>
  new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** What of user-event's user this needs (the mocks package does not depend on user-event). */
interface Clicker {
  click: (element: Element) => Promise<void>;
}

/** A day of the open calendar, found as a traveller would: by its name, turning the months until it shows. */
export async function calendarDay(user: Clicker, dialog: HTMLElement, day: string): Promise<HTMLElement> {
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
