import { activeServices, isApiError, pageTitle, type BookingMenuItem } from '@travel/contracts';

describe('pageTitle (SPEC 4)', () => {
  test.each([
    ['Wayfarer Travel', 'Wayfarer Travel | Hotels, Flights, Cars and Cruises', 'Wayfarer Travel | Hotels, Flights, Cars and Cruises'],
    ['Sunny Escapes', '', 'Sunny Escapes - Online Hotel, Flight, Car Booking Agency'],
    ['Sunny Escapes', '   ', 'Sunny Escapes - Online Hotel, Flight, Car Booking Agency'],
    ['Viajes Sol', '  Viajes Sol | Hoteles  ', 'Viajes Sol | Hoteles'],
    ['<b>Evil</b>', '', '<b>Evil</b> - Online Hotel, Flight, Car Booking Agency'], // escaping is the HTML writer's job
  ])('%s with title %j -> %s', (agencyName, title, expected) => {
    expect(pageTitle({ agencyName, metaData: { title, description: '', keywords: [] } })).toBe(expected);
  });
});

describe('activeServices: the fixed nav order, whatever order the agency stores them in', () => {
  const items = (...entries: [BookingMenuItem['title'], boolean][]) => entries.map(([title, active]) => ({ title, active }));
  test.each([
    [items(['Cruise', true], ['Hotels', true], ['Activities', true]), ['Hotels', 'Activities', 'Cruise']],
    [items(['Cars', true], ['Air Travel', true], ['Hotels', true], ['Resorts', false]), ['Hotels', 'Air Travel', 'Cars']],
    [items(['Resorts', true], ['Air Travel', true], ['Hotels', false]), ['Air Travel', 'Resorts']],
    [items(), []],
  ])('%j -> %j', (bookingMenuItemOptions, expected) => {
    expect(activeServices({ bookingMenuItemOptions })).toEqual(expected);
  });
});

describe('isApiError: the one error shape', () => {
  test.each([
    [{ error: { code: 'AGENCY_NOT_FOUND', message: 'Agency not found!' } }, true],
    [{ error: { code: 'X' } }, false],
    [{ error: 'boom' }, false],
    ['<html>502 Bad Gateway</html>', false],
    [null, false],
  ])('%j -> %s', (body, expected) => {
    expect(isApiError(body)).toBe(expected);
  });
});
