import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { flightResultsPath } from '@travel/contracts';
import { initTestI18n } from '@travel/mocks';
import { currentUrl, daysFromNow, renderFlights } from './renderFlights';
import { calendarDay, chooseDeparture, chooseTrip, datesField, openDates, shortDay, spokenDay } from './tripDates';

beforeAll(() => initTestI18n('en'));

async function renderSearch(query = '') {
  const view = renderFlights(`/booknow/flights/search${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Flights' });
  return view;
}

const from = () => screen.getByRole('combobox', { name: 'From' });
const to = () => screen.getByRole('combobox', { name: 'To' });

/** Types into an airport box and picks the suggestion, as a traveller does. */
async function pickAirport(user: UserEvent, box: HTMLElement, typed: string, option: string) {
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${option.replace(/[()]/g, '\\$&')}`) }));
}

async function fillRoute(user: UserEvent) {
  await pickAirport(user, from(), 'Oslo', 'Oslo (OSL)');
  await pickAirport(user, to(), 'JFK', 'New York (JFK)');
}

test('airports are found by city or code, the swap button exchanges them, and a full search opens its results', async () => {
  const user = userEvent.setup();
  await renderSearch();
  await fillRoute(user);
  expect(from()).toHaveValue('Oslo (OSL)');
  await user.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
  expect(from()).toHaveValue('New York (JFK)');
  expect(to()).toHaveValue('Oslo (OSL)');
  await user.click(screen.getByRole('button', { name: 'Swap origin and destination' }));

  await chooseTrip(user, daysFromNow(30), daysFromNow(37));
  expect(datesField()).toHaveFocus();
  await user.selectOptions(screen.getByLabelText('Adults (12+)'), '2');
  await user.selectOptions(screen.getByLabelText('Infants (under 2, on a lap)'), '1');
  await user.selectOptions(screen.getByLabelText('Cabin'), 'Business');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  const expected = flightResultsPath({ from: 'OSL', to: 'JFK', depart: daysFromNow(30), return: daysFromNow(37), adults: 2, children: 0, infants: 1, cabin: 'business' });
  await waitFor(() => expect(`${currentUrl().pathname}${currentUrl().search}`).toBe(expected));
  // The results page's form reads the same search back from the URL.
  const form = await screen.findByRole('form', { name: 'Search flights' });
  expect(within(form).getByRole('combobox', { name: 'From' })).toHaveValue('OSL');
  const dates = within(form).getByRole('button', { name: /^Departure – Return/ });
  expect(dates).toHaveTextContent(shortDay(daysFromNow(30)));
  expect(dates).toHaveTextContent(shortDay(daysFromNow(37)));
  expect(within(form).getByLabelText('Adults (12+)')).toHaveValue('2');
  expect(within(form).getByLabelText('Cabin')).toHaveValue('business');
});

test('a one-way trip picks one day in the calendar, and its link has no return', async () => {
  const user = userEvent.setup();
  await renderSearch();
  await user.click(screen.getByRole('radio', { name: 'One way' }));
  await fillRoute(user);
  const dialog = await openDates(user, 'Choose your departure date');
  expect(within(dialog).queryByText('Return')).not.toBeInTheDocument();
  await user.click(await calendarDay(user, dialog, daysFromNow(20)));
  // One day is the whole choice: the field has it at once, and the hint says so.
  expect(datesField()).toHaveAccessibleName(`Departure ${shortDay(daysFromNow(20))}`);
  expect(within(dialog).getByText(`${shortDay(daysFromNow(20))}. Choose Done to keep this date.`)).toHaveAttribute('role', 'status');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(datesField()).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(currentUrl().pathname).toBe('/booknow/flights/search-details'));
  expect(currentUrl().searchParams.get('depart')).toBe(daysFromNow(20));
  expect(currentUrl().searchParams.has('return')).toBe(false);
});

test('a return trip picks its departure and return as a range, which may be the same day', async () => {
  const user = userEvent.setup();
  await renderSearch();
  const dialog = await openDates(user, 'Choose your travel dates');
  expect(within(dialog).getByText('Choose your departure date.')).toHaveAttribute('role', 'status');
  await user.click(await calendarDay(user, dialog, daysFromNow(40)));
  expect(within(dialog).getByText('Now choose your return date.')).toHaveAttribute('role', 'status');
  // Days before the departure start a new trip; no nights are counted for a flight.
  expect(await calendarDay(user, dialog, daysFromNow(45))).toHaveAccessibleName(new RegExp(`^${spokenDay(daysFromNow(45))}$`));
  await user.click(await calendarDay(user, dialog, daysFromNow(40)));
  expect(datesField()).toHaveAccessibleName(`Departure – Return ${shortDay(daysFromNow(40))}, return the same day`);
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await fillRoute(user);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(currentUrl().pathname).toBe('/booknow/flights/search-details'));
  expect(currentUrl().searchParams.get('depart')).toBe(daysFromNow(40));
  expect(currentUrl().searchParams.get('return')).toBe(daysFromNow(40));
});

test('switching between one way and return keeps the departure, and the return for the way back', async () => {
  const user = userEvent.setup();
  await renderSearch();
  await chooseTrip(user, daysFromNow(30), daysFromNow(37));
  await user.click(screen.getByRole('radio', { name: 'One way' }));
  expect(datesField()).toHaveAccessibleName(`Departure ${shortDay(daysFromNow(30))}`);
  await user.click(screen.getByRole('radio', { name: 'Return trip' }));
  expect(datesField()).toHaveAccessibleName(/^Departure – Return /);
  expect(datesField()).toHaveTextContent(shortDay(daysFromNow(30)));
  expect(datesField()).toHaveTextContent(shortDay(daysFromNow(37)));

  // A departure moved while one way keeps the return it had.
  await user.click(screen.getByRole('radio', { name: 'One way' }));
  await chooseDeparture(user, daysFromNow(33));
  await user.click(screen.getByRole('radio', { name: 'Return trip' }));
  expect(datesField()).toHaveTextContent(shortDay(daysFromNow(33)));
  expect(datesField()).toHaveTextContent(shortDay(daysFromNow(37)));
});

describe('what the form refuses is said beside its field', () => {
  test('nothing chosen: both airports, and the first takes the focus', async () => {
    const user = userEvent.setup();
    await renderSearch();
    await user.type(from(), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(from()).toHaveAccessibleDescription('Choose an airport from the list.');
    expect(to()).toHaveAccessibleDescription('Enter where you fly to.');
    expect(from()).toHaveFocus();
    expect(currentUrl().pathname).toBe('/booknow/flights/search');
  });

  test('the same airport at both ends', async () => {
    const user = userEvent.setup();
    await renderSearch();
    await pickAirport(user, from(), 'OSL', 'Oslo (OSL)');
    await pickAirport(user, to(), 'Oslo', 'Oslo (OSL)');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(to()).toHaveAccessibleDescription('Choose a destination other than the origin.');
    expect(to()).toHaveAttribute('aria-invalid', 'true');
  });

  test('a return before the departure, from a link, until a trip is picked', async () => {
    const user = userEvent.setup();
    renderFlights(`/booknow/flights/search-details?from=OSL&to=JFK&depart=${daysFromNow(30)}&return=${daysFromNow(20)}&adults=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your search' })).toBeInTheDocument();
    expect(datesField()).toHaveAttribute('aria-invalid', 'true');
    expect(datesField()).toHaveAccessibleDescription('The return must not be before the departure.');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(datesField()).toHaveFocus();
    await chooseTrip(user, daysFromNow(30), daysFromNow(34));
    expect(datesField()).not.toHaveAttribute('aria-invalid');
    expect(datesField()).not.toHaveAccessibleDescription();
  });

  test('a one-way search switched to a return has no return yet: the field asks for one', async () => {
    const user = userEvent.setup();
    renderFlights(`/booknow/flights/search-details?from=OSL&to=JFK&depart=${daysFromNow(30)}&adults=1`);
    const form = await screen.findByRole('form', { name: 'Search flights' });
    await user.click(within(form).getByRole('radio', { name: 'Return trip' }));
    expect(datesField()).toHaveAccessibleName(`Departure – Return ${shortDay(daysFromNow(30))} – choose return`);
    await user.click(within(form).getByRole('button', { name: 'Update search' }));
    expect(datesField()).toHaveAccessibleDescription('Choose a return date.');
    expect(datesField()).toHaveFocus();
  });

  test('more infants than adults', async () => {
    const user = userEvent.setup();
    await renderSearch();
    await fillRoute(user);
    await user.selectOptions(screen.getByLabelText('Infants (under 2, on a lap)'), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Infants (under 2, on a lap)')).toHaveAccessibleDescription("Each infant travels on an adult's lap: at most one infant per adult.");
    expect(currentUrl().pathname).toBe('/booknow/flights/search');
  });
});

test('a results link that cannot be searched shows the form with its problems', async () => {
  renderFlights(`/booknow/flights/search-details?from=OSL&to=OSL&depart=${daysFromNow(30)}&adults=1&infants=3`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your search' })).toBeInTheDocument();
  expect(to()).toHaveAccessibleDescription('Choose a destination other than the origin.');
  expect(screen.getByLabelText('Infants (under 2, on a lap)')).toHaveAttribute('aria-invalid', 'true');
});

test('airportLat and airportLong (SPEC 2.3) start the search from the nearest airport, which the traveller can still change', async () => {
  const user = userEvent.setup();
  await renderSearch('?airportLat=59.9139&airportLong=10.7522');
  await waitFor(() => expect(from()).toHaveValue('Oslo (OSL)'));
  expect(to()).toHaveValue('');
  await pickAirport(user, from(), 'JFK', 'New York (JFK)');
  expect(from()).toHaveValue('New York (JFK)');
});

test('a place far from every airport, or a broken one, leaves the From box empty', async () => {
  const atSea = await renderSearch('?airportLat=40&airportLong=-40');
  // The mock API answers at once: after a pause, an answer would have filled the box.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(from()).toHaveValue('');
  atSea.unmount();
  await renderSearch('?airportLat=north&airportLong=10');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(from()).toHaveValue('');
});
