import { clientListSchema } from '@travel/contracts';
import { DEMO_PASSWORD } from '../src/seed';
import { tokenFor, withToken } from './accounts-helpers';
import { bookingRequest, bookingsClient, day, GRAND_HOUSE, newKey, SUNNY, twoAdults, WAYFARER } from './bookings-helpers';
import { flightBookingRequest, flightsClient, passenger } from './flights-helpers';
import type { TestServer } from './helpers';

export interface RequestExample {
  body: unknown;
  /** Where the route needs an agency's settings: SUNNY lets anonymous visitors book. */
  host?: string;
  /** Made for each request: an Idempotency-Key is good for one booking. */
  headers?: () => Record<string, string>;
}

/**
 * A request each POST route accepts and carries through to the database, keyed
 * 'POST <url>': the fuzz changes one field of it, and the field rules' test sends it where a
 * field after the body is judged. The booking is priced, so a changed field reaches the
 * card charge and the insert.
 */
export async function postExamples(server: TestServer): Promise<Record<string, RequestExample>> {
  const client = bookingsClient(() => server);
  const selection = { hotelId: GRAND_HOUSE, roomId: await client.roomId(GRAND_HOUSE, 'Standard Double Room'), checkIn: day(30), checkOut: day(32), rooms: twoAdults() };
  const quote = await client.quote(selection, {}, SUNNY);
  const stay = { checkin: day(30), checkout: day(32), adults: 2, children: 0, currency: 'USD' };
  const flights = flightsClient(() => server);
  const trip = { outbound: (await flights.search({ from: 'OSL', to: 'LHR', depart: day(30) })).outbound[0]!.key, cabin: 'economy' as const, brand: 'flex' as const };
  const party = { adults: 1, children: 0, infants: 0 };
  const flightQuote = await flights.quote({ ...trip, passengers: party });
  // The Command Center's calls as the owner, so a changed field reaches the database too.
  const owner = withToken(await tokenFor(server.app, 'owner@wayfarer.test'));
  const clientList = await server.app.inject({ method: 'GET', url: '/api/agency/clients?pageSize=1', headers: { host: WAYFARER, ...owner } });
  const someClient = clientListSchema.parse(clientList.json()).clients[0]!.id;
  const newPassword = 'correct horse battery staple';
  const token = 'x'.repeat(43);
  return {
    'POST /api/user/login': { body: { email: 'traveller@wayfarer.test', password: DEMO_PASSWORD } },
    'POST /api/user/signup': { body: { firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz@wayfarer.test', password: newPassword, language: 'en' } },
    'POST /api/user/forgot-password': { body: { email: 'traveller@wayfarer.test' } },
    'POST /api/user/new-password': { body: { token, password: newPassword } },
    'POST /api/user/verify': { body: { token } },
    'POST /api/user/change-password': { body: { currentPassword: DEMO_PASSWORD, newPassword } },
    'POST /api/dealray/deals/hotel-search': {
      body: { occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }], stayPeriod: { start: day(30), end: day(32) }, latitude: 40.7, longitude: -74, searchString: 'grand', currency: 'USD' },
    },
    'POST /api/dealray/deals/activity-search': { body: { latitude: 40.7, longitude: -74, radius: 15, currency: 'USD' } },
    'POST /api/dealray/deals/car-search': {
      body: { age: 30, pickUpDateTime: `${day(30)}T10:00:00`, returnDateTime: `${day(32)}T10:00:00`, pickupLatitude: 40.7, pickupLongitude: -74, searchString: 'polo' },
    },
    'POST /api/v2/hotel/auto-suggest': { body: { text: 'new', isManageLocation: false } },
    'POST /api/activities/destinations': { body: { text: 'new' } },
    'POST /api/car-rental/auto-suggest': { body: { text: 'new' } },
    'POST /api/resort/properties/deals': { body: { lat: 21, lon: -86.8 } },
    'POST /api/resort/search': { body: { ...stay, regionIds: [1], subregionIds: [1] } },
    'POST /api/resort/properties/availability': { body: { ...stay, propertyId: 1 } },
    'POST /api/resort/properties/hold': { body: { ...stay, propertyId: 1, roomId: 1 } },
    'POST /api/hotels/search': { body: { destination: { cityId: 1 }, checkIn: day(30), checkOut: day(32), rooms: twoAdults(), filters: { amenities: ['Pool'] } } },
    'POST /api/hotels/quote': { body: selection },
    'POST /api/hotels/bookings': { body: bookingRequest(selection, quote.charge.totalRate), host: SUNNY, headers: () => ({ 'idempotency-key': newKey() }) },
    'POST /api/flights/quote': { body: { ...trip, passengers: party } },
    'POST /api/flights/bookings': {
      body: flightBookingRequest(trip, flightQuote.charge.totalRate, [passenger('adult', 30)]),
      host: SUNNY,
      headers: () => ({ 'idempotency-key': newKey() }),
    },
    'POST /api/bookings/:reference/cancel': { body: { expectedRefund: 0 } },
    'POST /api/agency/clients': {
      body: {
        firstName: 'Fuzz',
        lastName: 'Client',
        email: 'fuzz.client@example.com',
        phone: '+1 212 555 0199',
        dateOfBirth: '1990-05-01',
        nationality: 'NO',
        passportNumber: 'NO1234567',
        passportExpiry: day(2000),
        preferences: 'Aisle seat',
        notes: 'Made by the fuzz',
      },
      headers: () => owner,
    },
    'POST /api/agency/bookings/:reference/cancel': { body: { expectedRefund: 0 }, headers: () => owner },
    'POST /api/agency/agents/invitations': { body: { email: 'fuzz.agent@example.com', firstName: 'Fuzz', lastName: 'Agent', role: 'SalesAgent' }, headers: () => owner },
    'POST /api/agent-invitations/accept': { body: { token, password: newPassword } },
    'POST /api/agency/subscription': { body: { card: bookingRequest(selection, 0).payment.card }, headers: () => owner },
    'POST /api/agency/deal-links': { body: { label: 'Fuzz link', target: '/booknow/hotels/search', expiresAt: '2099-01-01T00:00:00Z' }, headers: () => owner },
    'POST /api/agency/proposals': { body: { clientId: someClient, title: 'Fuzz proposal', message: 'Made by the fuzz', expiresAt: `${day(7)}T12:00:00Z` }, headers: () => owner },
    'POST /api/agency/proposals/:proposalId/items': { body: { service: 'hotels', offer: selection }, headers: () => owner },
    'POST /api/proposals/:proposalId/decline': { body: { reason: 'Made by the fuzz' } },
    'POST /api/agency/clients/:clientId/wallet-grants': { body: { amount: 2500, currency: 'USD', reason: 'Made by the fuzz' }, headers: () => owner },
  };
}
