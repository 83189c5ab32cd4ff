import { BOOKABLE_SERVICES, activeServices, bookableServices, isApiError, pageTitle, type BookingMenuItem } from '@travel/contracts';

/** A booking menu from [title, active] pairs, in the order the agency stores them. */
const items = (...entries: [BookingMenuItem['title'], boolean][]) => entries.map(([title, active]) => ({ title, active }));

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
  test.each([
    [items(['Cruise', true], ['Hotels', true], ['Activities', true]), ['Hotels', 'Activities', 'Cruise']],
    [items(['Cars', true], ['Air Travel', true], ['Hotels', true], ['Resorts', false]), ['Hotels', 'Air Travel', 'Cars']],
    [items(['Resorts', true], ['Air Travel', true], ['Hotels', false]), ['Air Travel', 'Resorts']],
    [items(), []],
  ])('%j -> %j', (bookingMenuItemOptions, expected) => {
    expect(activeServices({ bookingMenuItemOptions })).toEqual(expected);
  });
});

describe('bookableServices: the active services whose journey is built, in the nav order', () => {
  test.each([
    [items(['Cruise', true], ['Hotels', true], ['Air Travel', true]), ['Hotels', 'Air Travel']],
    [items(['Air Travel', true], ['Hotels', false]), ['Air Travel']],
    [items(['Hotels', false], ['Cars', true], ['Resorts', true]), []],
    [items(['Activities', true], ['Cruise', true]), []],
    [items(), []],
  ])('%j -> %j', (bookingMenuItemOptions, expected) => {
    expect(bookableServices({ bookingMenuItemOptions })).toEqual(expected);
  });

  test('Hotels and Air Travel are built today', () => {
    expect([...BOOKABLE_SERVICES]).toEqual(['Hotels', 'Air Travel']);
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
