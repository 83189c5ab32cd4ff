import { CLIENT_BOOKING_PARAM, bookingClientIdIn, clientBookingPath, clientPagePath, withQueryParam, withoutQueryParam } from '../src';

const CLIENT = '10000000-0000-4000-8000-000000000001';

describe('a query edited one parameter at a time', () => {
  it.each([
    ['?hotelId=2&rooms=2,1&clientId=x', '?hotelId=2&rooms=2,1'],
    ['?clientId=x', ''],
    ['', ''],
    ['?rooms=2,1', '?rooms=2,1'],
  ])('%s without the client is %s, the rest as written', (search, without) => {
    expect(withoutQueryParam(search, CLIENT_BOOKING_PARAM)).toBe(without);
  });

  it.each([
    ['?rooms=2,1', `?rooms=2,1&clientId=${CLIENT}`],
    ['', `?clientId=${CLIENT}`],
    ['?clientId=other', '?clientId=other'],
  ])('a bare query %s with the client is %s', (search, kept) => {
    expect(withQueryParam(search, CLIENT_BOOKING_PARAM, CLIENT)).toBe(kept);
  });
});

describe('booking for a client', () => {
  it('opens the service search naming the client, and the client page is theirs', () => {
    expect(clientBookingPath('/booknow/hotels', CLIENT)).toBe(`/booknow/hotels/search?clientId=${CLIENT}`);
    expect(clientPagePath(CLIENT)).toBe(`/clients/${CLIENT}`);
  });

  it.each([
    [`?clientId=${CLIENT}`, CLIENT],
    ['?clientId=10000000-0000-4000-8000', undefined],
    ['?clientId=', undefined],
    ['?rooms=2', undefined],
  ])('%s names %s', (search, id) => {
    expect(bookingClientIdIn(new URLSearchParams(search))).toBe(id);
  });
});
