// Wayfarer's clients and a year of its bookings, so the Command Center's Clients, Bookings
// and dashboard show something real (docs/demo-data.md). Every booking is made as the
// booking core makes one: priced by its service's offer, its snapshot written by the
// service (hotelSelection, flightSelection), its row by bookingRowValues, its inventory held
// by its Bookable, its cancellation figures by cancellationQuote; only the card is not
// charged (the demo gateway moves no money) and the dates are set in the past.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { hashSeed, mulberry32, type Rng } from '@travel/artwork';
import {
  clientInputSchema,
  type FareBrandKey,
  type FlightCabin,
  type FlightPassenger,
  type GuestName,
  type HotelRoomRequest,
  isoDay,
  journeyKey,
  type LeadTraveller,
  passengerCountsOf,
  type PriceViewer,
} from '@travel/contracts';
import type { PricedSelection } from '../bookings/bookable';
import { bookableFor } from '../bookings/bookables';
import { bookingRowValues } from '../bookings/book';
import { cancellationQuote } from '../bookings/cancellation-quote';
import { canonicalJson, sha256Hex } from '../bookings/idempotency';
import { type Draw, newBookingReference } from '../bookings/reference';
import { agencies, type AgencyRow, users } from '../db/schema-agencies';
import { bookingPayments, bookings } from '../db/schema-bookings';
import { clients, type ClientRow } from '../db/schema-command';
import { catalogueCities, hotelRooms, hotels as hotelTable } from '../db/schema-inventory';
import type { Db } from '../db/types';
import { catalogueHotels } from '../inventory/catalogue/hotels';
import { flightSelection } from '../services/flights/bookable';
import { type FlightNetwork, networkFor } from '../services/flights/network';
import { flightOfferFor } from '../services/flights/offer';
import { flightPricing } from '../services/flights/pricing';
import { flightOn } from '../services/flights/schedule';
import { hotelSelection } from '../services/hotels/bookable';
import { offerFor } from '../services/hotels/offer';
import { DEMO_CLIENTS } from './demo-clients';
import { seedBookedDemoProposal, seedDemoProposals } from './demo-proposals';

const AGENCY = 'wayfarer';
/** Seeded bookings' idempotency keys start with this: how a restart knows they are there. */
const KEY_PREFIX = 'demo-seed-';
/** Bookings tried; a few find their room or fare gone (or a hotel closed) and are left out. */
const ATTEMPTS = 300;
const DAY_MS = 86_400_000;
/** Booked over the last year, travelling up to this many days ahead. */
const BOOKED_WITHIN_DAYS = 365;
const TRAVEL_WITHIN_DAYS = 120;

// Away from what the tests and browser tests book and count (New York, Miami and Cancún
// hotels; flights from Oslo, London and New York), so a seeded booking never takes their room.
const HOTEL_CITIES = ['Lisbon', 'Madrid', 'Barcelona', 'Paris', 'Rome', 'Berlin', 'Amsterdam', 'Dubai', 'Tokyo', 'Singapore', 'Sydney', 'Cape Town'];
const FLIGHT_ROUTES: readonly (readonly [string, string])[] = [
  ['CDG', 'FCO'],
  ['CDG', 'BCN'],
  ['AMS', 'LIS'],
  ['FRA', 'MAD'],
  ['MAD', 'LIS'],
  ['FRA', 'IST'],
  ['DXB', 'BOM'],
  ['SIN', 'HKG'],
  ['HND', 'HKG'],
  ['SYD', 'SIN'],
  ['MIA', 'MEX'],
  ['YYZ', 'YVR'],
  ['CPH', 'AMS'],
  ['DOH', 'DEL'],
];

const FIRST_NAMES = ['Aiko', 'Bruno', 'Camila', 'Dmitri', 'Elif', 'Fatima', 'Gustav', 'Hiroshi', 'Isabela', 'Jonas', 'Leila', 'Marta', 'Nikhil', 'Olga', 'Pablo', 'Rania', 'Sven', 'Thandiwe', 'Yusuf', 'Zoe'];
const LAST_NAMES = ['Andersson', 'Bianchi', 'Costa', 'Demir', 'Eriksen', 'Fernandes', 'Kowalski', 'Lindqvist', 'Mbeki', 'Nakamura', 'Novak', 'Oliveira', "O'Brien", 'Petrov', 'Santos', 'Schmidt', 'Van der Berg', 'Yilmaz'];
const NATIONALITIES = ['BR', 'DE', 'ES', 'FR', 'GB', 'IT', 'JP', 'NL', 'PL', 'SE', 'TR', 'US', 'ZA'];
const SPECIAL_REQUESTS = ['', '', '', 'A quiet room, please', 'Arriving late, around 23:00', 'Celebrating an anniversary', 'A cot for our baby, please'];
const CARDS = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '4444' },
  { brand: 'amex', last4: '8431' },
  { brand: 'visa', last4: '1881' },
] as const;

/** Who books, and how often: the agent most, then the sales agent, the owner, the admin and the restricted agent; some travellers on the site. */
const BOOKERS = [
  { email: null, weight: 22 },
  { email: 'agent@wayfarer.test', weight: 38 },
  { email: 'sales@wayfarer.test', weight: 16 },
  { email: 'owner@wayfarer.test', weight: 10 },
  { email: 'admin@wayfarer.test', weight: 8 },
  { email: 'restricted@wayfarer.test', weight: 6 },
] as const;

type Staff = Pick<typeof users.$inferSelect, 'id' | 'email' | 'userType' | 'isRestrictedAgent'>;

function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  let left = rng.next() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1]!;
}

const dayOf = (base: number, days: number): string => isoDay(new Date(base + days * DAY_MS));

/** Inserts the demo clients (but one whose email the agency already has), dated before their first booking. */
async function seedClients(tx: Db, agencyId: number, staff: ReadonlyMap<string, Staff>, midnight: number): Promise<ClientRow[]> {
  const rows = DEMO_CLIENTS.map((client, i) => {
    const input = clientInputSchema.parse(client);
    const created = new Date(midnight - (BOOKED_WITHIN_DAYS + 20 + i * 7) * DAY_MS + 10 * 3_600_000);
    return {
      agencyId,
      agentId: staff.get(client.keeper)?.id ?? null,
      ...input,
      dateOfBirth: input.dateOfBirth || null,
      passportExpiry: input.passportExpiry || null,
      createdAt: created,
      updatedAt: created,
    };
  });
  await tx.insert(clients).values(rows).onConflictDoNothing({ target: [clients.agencyId, clients.email] });
  return tx
    .select()
    .from(clients)
    .where(and(eq(clients.agencyId, agencyId), inArray(clients.email, rows.map((row) => row.email))));
}

interface Trip {
  selection: PricedSelection;
  service: 'hotels' | 'flights';
}

interface TripRequest {
  rng: Rng;
  draw: Draw;
  agency: AgencyRow;
  viewer: PriceViewer;
  lead: LeadTraveller & { client?: ClientRow };
  start: string;
  today: string;
  currency: string;
}

type HotelChoice = { hotelId: number; roomId: number; maxAdults: number; minNights: number };

async function hotelTrip(tx: Db, choices: readonly HotelChoice[], { rng, agency, viewer, lead, start, currency }: TripRequest): Promise<Trip | null> {
  const choice = rng.pick(choices);
  const adults = Math.min(choice.maxAdults, rng.next() < 0.7 ? 2 : 1);
  const roomCount = rng.next() < 0.1 ? 2 : 1;
  const rooms: HotelRoomRequest[] = Array.from({ length: roomCount }, () => ({ adults, childAges: [] }));
  const nights = Math.max(choice.minNights, rng.int(1, 6));
  const checkOut = isoDay(new Date(Date.parse(`${start}T00:00:00Z`) + nights * DAY_MS));
  const offer = await offerFor(tx, catalogueHotels(tx), viewer, agency, { hotelId: choice.hotelId, roomId: choice.roomId, checkIn: start, checkOut, rooms, currency });
  if (offer.unavailable) return null;
  const guests: GuestName[] = rooms.map((_, i) => ({ firstName: i === 0 ? lead.firstName : rng.pick(FIRST_NAMES), lastName: lead.lastName }));
  return { service: 'hotels', selection: hotelSelection(offer, { guests, specialRequests: rng.pick(SPECIAL_REQUESTS) }) };
}

/** An adult passenger as a passport gives them: the client's own, or one made up for a traveller. */
function passengerOf(rng: Rng, person: GuestName & { client?: ClientRow }, lastFlight: string, today: string): FlightPassenger {
  const client = person.client;
  const expiry = client?.passportExpiry && client.passportExpiry > lastFlight ? client.passportExpiry : dayOf(Date.parse(`${today}T00:00:00Z`), rng.int(3 * 365, 9 * 365));
  return {
    type: 'adult',
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: client?.dateOfBirth ?? `${rng.int(1955, 2000)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    gender: rng.pick(['female', 'male', 'unspecified'] as const),
    nationality: client?.nationality || rng.pick(NATIONALITIES),
    passportNumber: client?.passportNumber || `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(10_000_000, 99_999_999)}`,
    passportExpiry: expiry,
  };
}

async function flightTrip(tx: Db, network: FlightNetwork, { rng, draw, agency, viewer, lead, start, today, currency }: TripRequest): Promise<Trip | null> {
  const route = rng.pick(FLIGHT_ROUTES);
  const [fromCode, toCode] = rng.next() < 0.5 ? route : [route[1], route[0]];
  const cabin: FlightCabin = rng.next() < 0.8 ? 'economy' : 'business';
  const brand: FareBrandKey = cabin === 'economy' ? rng.pick(['basic', 'standard', 'standard', 'flex'] as const) : rng.pick(['standard', 'flex'] as const);
  // A direct flight flown that day, as its timetable has it (a connection could pass through an
  // airport the tests fly from, and is slower to find); the offer below says if its cabin is sold.
  const direct = (date: string, a: string, b: string): string | undefined => {
    const flown = network.plansBetween(a, b).filter((plan) => flightOn(plan, date) !== null);
    return flown.length > 0 ? journeyKey([{ flight: rng.pick(flown).number, date }]) : undefined;
  };
  const outbound = direct(start, fromCode, toCode);
  if (!outbound) return null;
  const back = rng.next() < 0.65 ? dayOf(Date.parse(`${start}T00:00:00Z`), rng.int(3, 14)) : null;
  const inbound = back === null ? undefined : direct(back, toCode, fromCode);
  if (back !== null && !inbound) return null;
  const lastFlight = back ?? start;
  const party: (GuestName & { client?: ClientRow })[] = [lead, ...(rng.next() < 0.4 ? [{ firstName: rng.pick(FIRST_NAMES), lastName: lead.lastName }] : [])];
  const passengers = party.map((person) => passengerOf(rng, person, lastFlight, today));
  const pricing = await flightPricing(tx, viewer, agency, currency, 'currency');
  const selection = { outbound, inbound, cabin, brand, currency };
  const offer = await flightOfferFor(tx, network, selection, passengerCountsOf(passengers), pricing);
  if (offer.unavailable) return null;
  return { service: 'flights', selection: flightSelection(offer, passengers, draw) };
}

/**
 * Once per database, Wayfarer's demo clients and its demo bookings: about
 * 300 hotels and flights booked over the last year by its agents (many for their clients)
 * and by travellers on the site, some cancelled, with their payments and inventory. Never
 * on the demo travellers' accounts. Deterministic for a given day.
 */
export async function seedDemoCommandCenter(tx: Db, now = new Date()): Promise<void> {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.subdomain, AGENCY));
  if (!agency) return;
  const staffRows = await tx
    .select({ id: users.id, email: users.email, userType: users.userType, isRestrictedAgent: users.isRestrictedAgent })
    .from(users)
    .where(and(eq(users.agencyId, agency.id), eq(users.isTravelAgent, true)));
  const staff = new Map(staffRows.map((user) => [user.email.toLowerCase(), user]));
  const today = isoDay(now);
  const midnight = Date.parse(`${today}T00:00:00Z`);

  // Once per database, clients and bookings together (a client edited or removed since stays
  // so): processes starting together queue here, and the later ones find the bookings.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-seed-bookings', 0))`);
  const [seeded] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.agencyId, agency.id), like(bookings.idempotencyKey, `${KEY_PREFIX}%`)))
    .limit(1);
  if (seeded) return;
  const demoClients = await seedClients(tx, agency.id, staff, midnight);
  await seedDemoProposals(tx, agency, demoClients, now);

  const hotelChoices = await tx
    .select({ hotelId: hotelRooms.hotelId, roomId: hotelRooms.id, maxAdults: hotelRooms.maxAdults, minNights: hotelRooms.minNights })
    .from(hotelRooms)
    .innerJoin(hotelTable, eq(hotelTable.id, hotelRooms.hotelId))
    .innerJoin(catalogueCities, eq(catalogueCities.id, hotelTable.cityId))
    .where(inArray(catalogueCities.name, HOTEL_CITIES))
    .orderBy(hotelRooms.id);
  const network = await networkFor(tx);
  const rng = mulberry32(hashSeed(`demo-bookings:${AGENCY}`));
  const draw: Draw = (max) => rng.int(0, max - 1);
  const hex = (length: number) => Array.from({ length }, () => draw(16).toString(16)).join('');
  const made: { values: typeof bookings.$inferInsert & { reference: string }; cancelledAt: Date | null; chargeId: string; refundId: string }[] = [];
  const references = new Set<string>();

  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const booker = weighted(rng, BOOKERS);
    const agent = booker.email === null ? undefined : staff.get(booker.email);
    if (booker.email !== null && !agent) continue;
    // An owner or admin books for any client, another agent for the clients they keep.
    const theirClients = agent ? demoClients.filter((client) => agent.userType === 'AgencyOwner' || agent.userType === 'Admin' || client.agentId === agent.id) : [];
    const client = theirClients.length > 0 && rng.next() < 0.7 ? rng.pick(theirClients) : undefined;
    const lead: TripRequest['lead'] = client
      ? { firstName: client.firstName, lastName: client.lastName, email: client.email, phone: client.phone, client }
      : (() => {
          const firstName = rng.pick(FIRST_NAMES);
          const lastName = rng.pick(LAST_NAMES);
          const email = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + `@example.${rng.pick(['com', 'net', 'org'])}`;
          return { firstName, lastName, email, phone: `+1 646 555 ${String(rng.int(100, 9999)).padStart(4, '0')}` };
        })();

    const daysAgo = rng.int(1, BOOKED_WITHIN_DAYS);
    const bookedAt = new Date(midnight - daysAgo * DAY_MS + rng.int(7 * 60, 21 * 60) * 60_000);
    const isHotel = rng.next() < 0.6;
    const leadDays = Math.min(isHotel ? rng.int(4, 75) : rng.int(7, 100), daysAgo + TRAVEL_WITHIN_DAYS);
    const start = dayOf(midnight, leadDays - daysAgo);
    const currency = weighted(rng, [
      { code: 'USD', weight: 85 },
      { code: 'EUR', weight: 10 },
      { code: 'GBP', weight: 5 },
    ]).code;
    const request: TripRequest = { rng, draw, agency, viewer: agent ? { isTravelAgent: true, isRestrictedAgent: agent.isRestrictedAgent } : null, lead, start, today, currency };
    const trip = isHotel ? await hotelTrip(tx, hotelChoices, request) : await flightTrip(tx, network, request);
    if (!trip) continue;

    const bookable = bookableFor(trip.service);
    const { snapshot, charge } = trip.selection;
    const cancel = rng.next() < 0.13;
    // A confirmed booking holds its nights or seats as a real one does; a cancelled one gave them back.
    if (!cancel && !(await bookable.hold(tx, { detail: snapshot.detail, startDate: snapshot.start, endDate: snapshot.end }))) continue;

    const card = rng.pick(CARDS);
    const key = `${KEY_PREFIX}${String(attempt).padStart(4, '0')}`;
    // Cancelled on a day from the booking's to the day before the trip, and before today.
    const cancelledAt = cancel ? new Date(bookedAt.getTime() + rng.int(0, Math.min(leadDays, daysAgo) - 1) * DAY_MS + 3_600_000) : null;
    let reference = newBookingReference(bookable.prefix, draw);
    while (references.has(reference)) reference = newBookingReference(bookable.prefix, draw);
    references.add(reference);
    made.push({
      values: {
        ...bookingRowValues(
          {
            agencyId: agency.id,
            userId: agent?.id ?? null,
            agentId: agent?.id ?? null,
            clientId: client?.id ?? null,
            idempotencyKey: key,
            requestHash: sha256Hex(canonicalJson({ demoSeed: key })),
            bookable,
            selection: trip.selection,
            leadTraveller: { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone },
            displayCurrency: currency,
          },
          { split: { cardAmount: charge.totalRate, walletAmount: 0 }, cardGateway: agency.settings.currentPaymentGateway, walletCredits: 0, walletCreditsCurrency: null },
        ),
        reference,
        status: 'confirmed',
        cardBrand: card.brand,
        cardLast4: card.last4,
        createdAt: bookedAt,
      },
      cancelledAt,
      chargeId: `ch_demo_${hex(24)}`,
      refundId: `re_demo_${hex(24)}`,
    });
  }
  if (made.length === 0) return;

  // One insert for them all; a reference some other booking already has (a 1 in 10^12 chance each) leaves that one out.
  const rows = await tx.insert(bookings).values(made.map((booking) => booking.values)).onConflictDoNothing({ target: bookings.reference }).returning();
  const byReference = new Map(made.map((booking) => [booking.values.reference, booking]));
  const payments: (typeof bookingPayments.$inferInsert)[] = [];
  for (const row of rows) {
    const { cancelledAt, chargeId, refundId } = byReference.get(row.reference)!;
    const card = { bookingId: row.id, gateway: row.cardGateway, currency: row.currency, method: 'card' as const };
    payments.push({ ...card, kind: 'charge', amount: row.cardAmount, gatewayReference: chargeId, createdAt: row.createdAt });
    if (!cancelledAt) continue;
    // The figures of the terms as booked, on the day it was cancelled.
    const quote = cancellationQuote(bookableFor(row.service), row, isoDay(cancelledAt));
    if (!quote.cancellable) throw new Error(`seed: booking ${row.reference} cannot be cancelled on ${isoDay(cancelledAt)}: ${quote.reason}`);
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt, penalty: quote.penalty, refundCard: quote.refund.card, refundWallet: quote.refund.wallet })
      .where(eq(bookings.id, row.id));
    if (quote.refund.card > 0) payments.push({ ...card, kind: 'refund', amount: quote.refund.card, gatewayReference: refundId, createdAt: cancelledAt });
  }
  if (payments.length > 0) await tx.insert(bookingPayments).values(payments);
  const stillBooked = rows.filter((row) => !byReference.get(row.reference)?.cancelledAt);
  await seedBookedDemoProposal(tx, agency, demoClients, stillBooked, now);
}
