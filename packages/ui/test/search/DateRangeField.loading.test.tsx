import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderInHost } from '@travel/mocks';
import { DateRangeField } from '@travel/ui/search';

// The calendar's code comes as a chunk of its own: the first load fails (a network blip), the next one works.
let mockOffline = true;
jest.mock('../../src/search/RangeCalendar', () => {
  if (mockOffline) throw new Error('ChunkLoadError');
  return jest.requireActual('../../src/search/RangeCalendar');
});

beforeAll(() => initTestI18n('en'));

test('a calendar that could not load says so in the dialog, and Try again loads it', async () => {
  const user = userEvent.setup();
  renderInHost(<DateRangeField value={{ checkIn: '2027-04-02', checkOut: '2027-04-04' }} onChange={() => undefined} today="2027-03-10" maxNights={60} />);
  await user.click(screen.getByRole('button', { name: /^Check-in – Check-out/ }));
  const dialog = screen.getByRole('dialog', { name: 'Choose your dates' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The calendar could not be loaded.');
  mockOffline = false;
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByRole('grid', { name: 'April 2027' })).toBeInTheDocument();
});
