import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageCode } from '@travel/contracts';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { TripDatesField, type DateRange, type DateRangeErrors } from '@travel/ui/search';

const TODAY = '2027-03-10';

function TripHarness({ initial, oneWay, errors }: { initial: DateRange; oneWay: boolean; errors?: DateRangeErrors }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <TripDatesField value={range} onChange={setRange} today={TODAY} oneWay={oneWay} errors={errors} />
      <output data-testid="range">{`${range.checkIn} ${range.checkOut}`}</output>
    </>
  );
}

async function renderTrip(initial: DateRange, { oneWay = false, errors, language = 'en' }: { oneWay?: boolean; errors?: DateRangeErrors; language?: LanguageCode } = {}) {
  await initTestI18n(language);
  renderInHost(<TripHarness initial={initial} oneWay={oneWay} errors={errors} />, { agency: agencyFixture({ languages: [language] }) });
}

afterEach(() => act(() => initTestI18n('en')));

const trigger = () => screen.getByRole('button', { name: /^Departure/ });
const range = () => screen.getByTestId('range').textContent;
const focusedName = () => (document.activeElement ? document.activeElement.getAttribute('aria-label') : null);

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.tab();
  expect(trigger()).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findAllByRole('grid');
  return dialog;
}

test('a return trip shows its departure and return without a nights count', async () => {
  await renderTrip({ checkIn: '2027-04-02', checkOut: '2027-04-09' });
  expect(trigger()).toHaveAccessibleName(/^Departure – Return Fri, Apr 2\s–\sFri, Apr 9$/);
  expect(trigger()).not.toHaveTextContent(/night/);
});

test('a trip back the same day is chosen with the keyboard alone, and says so', async () => {
  const user = userEvent.setup();
  await renderTrip({ checkIn: '2027-04-02', checkOut: '2027-04-09' });
  const dialog = await openWithKeyboard(user, 'Choose your travel dates');
  expect(focusedName()).toBe('Friday, April 2, 2027, departure');
  await user.keyboard('{ArrowRight}{Enter}');
  expect(within(dialog).getByText('Now choose your return date.')).toHaveAttribute('role', 'status');
  // The return may be the departure day; the days after it carry no nights count.
  await user.keyboard('{ArrowRight}');
  expect(focusedName()).toBe('Sunday, April 4, 2027');
  await user.keyboard('{ArrowLeft}{Enter}');
  expect(range()).toBe('2027-04-03 2027-04-03');
  expect(within(dialog).getByText('Sat, Apr 3, return the same day. Choose Done to keep these dates.')).toHaveAttribute('role', 'status');
  await user.tab();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
  expect(trigger()).toHaveAccessibleName('Departure – Return Sat, Apr 3, return the same day');
});

test('a return can be picked up to 365 days ahead, not after', async () => {
  const user = userEvent.setup();
  await renderTrip({ checkIn: '2028-03-01', checkOut: '2028-03-05' });
  await openWithKeyboard(user, 'Choose your travel dates');
  // Wednesday, March 1 is the departure; a week down and a day on is the last day.
  await user.keyboard('{Enter}{ArrowDown}{ArrowRight}');
  expect(focusedName()).toBe('Thursday, March 9, 2028');
  await user.keyboard('{ArrowRight}');
  expect(focusedName()).toBe('Thursday, March 9, 2028');
  expect(screen.getByRole('button', { name: /^Friday, March 10, 2028/ })).toBeDisabled();
});

test('one way: the calendar picks one day, kept at once, with the return left as it was', async () => {
  const user = userEvent.setup();
  await renderTrip({ checkIn: '2027-04-02', checkOut: '2027-04-09' }, { oneWay: true });
  expect(trigger()).toHaveAccessibleName('Departure Fri, Apr 2');
  const dialog = await openWithKeyboard(user, 'Choose your departure date');
  expect(focusedName()).toBe('Friday, April 2, 2027, departure');
  expect(within(dialog).queryByText('Return')).not.toBeInTheDocument();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(range()).toBe('2027-04-09 2027-04-09');
  expect(focusedName()).toBe('Friday, April 9, 2027, departure');
  await user.keyboard('{Escape}');
  expect(trigger()).toHaveFocus();
  expect(trigger()).toHaveAccessibleName('Departure Fri, Apr 9');
});

test.each<[DateRangeErrors, string]>([
  [{ checkIn: 'required', checkOut: 'required' }, 'Choose a departure date.'],
  [{ checkOut: 'required' }, 'Choose a return date.'],
  [{ checkOut: 'beforeCheckIn' }, 'The return must not be before the departure.'],
])('the error %j shows at the field in the trip’s words', async (errors, text) => {
  await renderTrip({ checkIn: '2027-04-02', checkOut: '' }, { errors });
  expect(trigger()).toHaveAttribute('aria-invalid', 'true');
  expect(trigger()).toHaveAccessibleDescription(text);
});

test('a departure without a return asks for the return', async () => {
  await renderTrip({ checkIn: '2027-04-02', checkOut: '' });
  expect(trigger()).toHaveAccessibleName('Departure – Return Fri, Apr 2 – choose return');
});

test('in Arabic the field is named in the trip’s words', async () => {
  await renderTrip({ checkIn: '2027-04-02', checkOut: '2027-04-09' }, { language: 'ar' });
  expect(screen.getByRole('button', { name: /^المغادرة – العودة/ })).toBeInTheDocument();
});
