import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { citiesFixture, hotelSuggestionsFixture, initTestI18n } from '@travel/mocks';
import { calendarDay, chooseStay, currentUrl, daysFromNow, renderHotels } from './renderHotels';

const SUGGEST = '*/api/v2/hotel/auto-suggest';
const oslo = citiesFixture.find((city) => city.name === 'Oslo');
const osloHotels = hotelSuggestionsFixture.filter((hotel) => hotel.city === 'Oslo');

beforeAll(() => initTestI18n('en'));

/** Answers the autosuggest with Oslo and its hotels, counting the calls and remembering their texts. */
function countingSuggest() {
  const texts: string[] = [];
  const handler = http.post(SUGGEST, async ({ request }) => {
    const { text } = (await request.json()) as { text: string };
    texts.push(text);
    const { airport: _airport, ...city } = oslo!;
    return HttpResponse.json({ locationSuggestions: [city], allData: [city, ...osloHotels] });
  });
  return { texts, handler };
}

async function renderSearch(api = [countingSuggest().handler]) {
  const view = renderHotels('/booknow/hotels/search', { api });
  await screen.findByRole('heading', { level: 1, name: 'Hotels' });
  return view;
}

const destination = () => screen.getByRole('combobox', { name: 'Destination or hotel' });
const dates = () => screen.getByRole('button', { name: /^Check-in – Check-out/ });

describe('the destination autosuggest', () => {
  test('asks once typing pauses for 300 ms, from 2 characters, and the keyboard picks a city', async () => {
    const user = userEvent.setup();
    const suggest = countingSuggest();
    await renderSearch([suggest.handler]);
    await user.type(destination(), 'O');
    // The pause lets the debounce timer fire (inside act: it updates the form).
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(suggest.texts).toEqual([]);
    // Typed faster than the delay: one call, for the whole text.
    await user.type(destination(), 'sl');
    expect(suggest.texts).toEqual([]);
    await waitFor(() => expect(suggest.texts).toEqual(['Osl']));
    expect(await screen.findByRole('option', { name: /^Oslo, Norway/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Oslo Harbour House/ })).toHaveTextContent('Hotel in Oslo, Norway');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(destination()).toHaveValue('Oslo, Norway');
    expect(suggest.texts).toEqual(['Osl']);
  });

  test("a failure says so in plain words, never the server's own", async () => {
    const user = userEvent.setup();
    await renderSearch([http.post(SUGGEST, () => HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'Suggestions are resting' } }, { status: 503 }))]);
    await user.type(destination(), 'Oslo');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Suggestions are resting')).not.toBeInTheDocument();
    expect(destination()).toHaveValue('Oslo');
  });

  test("a failure without a text says 'Failed to fetch suggestions'", async () => {
    const user = userEvent.setup();
    await renderSearch([http.post(SUGGEST, () => HttpResponse.error())]);
    await user.type(destination(), 'Oslo');
    expect(await screen.findByText('Failed to fetch suggestions')).toBeInTheDocument();
  });
});

describe('the search form', () => {
  test('a search with no destination picked says so at the box, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderSearch();
    await user.type(destination(), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(destination()).toHaveAccessibleDescription('Choose a destination from the list.');
    expect(destination()).toHaveAttribute('aria-invalid', 'true');
    expect(destination()).toHaveValue('Atlantis');
    expect(dates()).not.toHaveAttribute('aria-invalid');
    expect(destination()).toHaveFocus();
    expect(currentUrl().pathname).toBe('/booknow/hotels/search');
  });

  test('the dates calendar stops check-outs 60 nights after the check-in', async () => {
    const user = userEvent.setup();
    await renderSearch();
    await user.click(dates());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    await within(dialog).findAllByRole('grid');
    await user.click(await calendarDay(user, dialog, daysFromNow(10)));
    expect(await calendarDay(user, dialog, daysFromNow(70))).toHaveAccessibleName(/, 60 nights$/);
    expect(await calendarDay(user, dialog, daysFromNow(71))).toBeDisabled();
    await user.click(await calendarDay(user, dialog, daysFromNow(70)));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(dates()).toHaveAccessibleName(/, 60 nights$/);
    expect(dates()).toHaveFocus();
  });

  test("a child's age is required, then the search goes to the results with everything in the URL", async () => {
    const user = userEvent.setup();
    await renderSearch();
    await user.type(destination(), 'Oslo');
    await user.click(await screen.findByRole('option', { name: /^Oslo, Norway/ }));
    await chooseStay(user, daysFromNow(30), daysFromNow(33));
    await user.click(screen.getByRole('button', { name: /Rooms and guests/ }));
    await user.click(screen.getByRole('button', { name: 'More children in room 1' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const age = screen.getByLabelText('Age of child 1');
    expect(age).toHaveAccessibleDescription("Choose this child's age.");
    const rooms = screen.getByRole('button', { name: /Rooms and guests/ });
    expect(rooms).toHaveFocus();
    expect(rooms).toHaveAccessibleDescription('Choose the age of every child.');
    await user.selectOptions(age, '6');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl().pathname).toBe('/booknow/hotels/search-details'));
    const params = currentUrl().searchParams;
    expect(params.get('cityId')).toBe(String(oslo!.id));
    expect(params.get('place')).toBe('Oslo, Norway');
    expect([params.get('checkIn'), params.get('checkOut')]).toEqual([daysFromNow(30), daysFromNow(33)]);
    expect(params.get('rooms')).toBe('2-6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Oslo, Norway' })).toBeInTheDocument();
  });

  test("picking a hotel opens that hotel's page for the chosen stay", async () => {
    const user = userEvent.setup();
    await renderSearch();
    await user.type(destination(), 'Oslo');
    await user.click(await screen.findByRole('option', { name: /Oslo Harbour House/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl().pathname).toBe('/booknow/hotels/details'));
    expect(currentUrl().searchParams.get('hotelId')).toBe(String(osloHotels[0]!.id));
    expect(currentUrl().searchParams.get('rooms')).toBe('2');
  });
});
