import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { flightResultsPath } from '@travel/contracts';
import { initTestI18n } from '@travel/mocks';
import { currentUrl, daysFromNow, renderFlights } from './renderFlights';

beforeAll(() => initTestI18n('en'));

async function renderSearch() {
  const view = renderFlights('/booknow/flights/search');
  await screen.findByRole('heading', { level: 1, name: 'Flights' });
  return view;
}

const from = () => screen.getByRole('combobox', { name: 'From' });
const to = () => screen.getByRole('combobox', { name: 'To' });
const departure = () => screen.getByLabelText('Departure');
const returnDate = () => screen.getByLabelText('Return', { selector: 'input' });

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

  fireEvent.change(departure(), { target: { value: daysFromNow(30) } });
  fireEvent.change(returnDate(), { target: { value: daysFromNow(37) } });
  await user.selectOptions(screen.getByLabelText('Adults (12+)'), '2');
  await user.selectOptions(screen.getByLabelText('Infants (under 2, on a lap)'), '1');
  await user.selectOptions(screen.getByLabelText('Cabin'), 'Business');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  const expected = flightResultsPath({ from: 'OSL', to: 'JFK', depart: daysFromNow(30), return: daysFromNow(37), adults: 2, children: 0, infants: 1, cabin: 'business' });
  await waitFor(() => expect(`${currentUrl().pathname}${currentUrl().search}`).toBe(expected));
  // The results page's form reads the same search back from the URL.
  const form = await screen.findByRole('form', { name: 'Search flights' });
  expect(within(form).getByRole('combobox', { name: 'From' })).toHaveValue('OSL');
  expect(within(form).getByLabelText('Departure')).toHaveValue(daysFromNow(30));
  expect(within(form).getByLabelText('Adults (12+)')).toHaveValue('2');
  expect(within(form).getByLabelText('Cabin')).toHaveValue('business');
});

test('a one-way trip has one date and no return in its link', async () => {
  const user = userEvent.setup();
  await renderSearch();
  await user.click(screen.getByRole('radio', { name: 'One way' }));
  expect(screen.queryByLabelText('Return', { selector: 'input' })).not.toBeInTheDocument();
  await fillRoute(user);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(currentUrl().pathname).toBe('/booknow/flights/search-details'));
  expect(currentUrl().searchParams.has('return')).toBe(false);
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

  test('a return before the departure', async () => {
    const user = userEvent.setup();
    await renderSearch();
    await fillRoute(user);
    fireEvent.change(departure(), { target: { value: daysFromNow(30) } });
    fireEvent.change(returnDate(), { target: { value: daysFromNow(20) } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(returnDate()).toHaveAccessibleDescription('The return must not be before the departure.');
    expect(returnDate()).toHaveFocus();
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
