// The Command Center's Clients and Bookings (issue 22) in memory: a handful of clients kept by
// the wayfarer demo agents (demo-accounts.ts), and their bookings, built from the My Trips
// fixtures (bookingFixture, flightBookingFixture) with the money each one moved. Tests change
// it through the handlers and read it, or start again, with commandMock.
import { isoDay, managesAgency, type Booking, type BookingPaymentLine, type Client, type PersonRef, type UserProfile } from '@travel/contracts';
import { addDays, bookingFixture } from '../bookings';
import { wayfarerDemoAccounts } from '../demo-accounts';
import { flightBookingFixture } from '../services/flights/booking';

/** A client as the API's table keeps it: who keeps it by id; their name and the booking count are read when answering. */
export type StoredClient = Omit<Client, 'agent' | 'bookings'> & { agentId: string | null };

/** A booking of the agency: who sold it, for which client, and the money it moved (booking_payments). */
export interface AgencyBookingRecord {
  booking: Booking;
  agentId: string | null;
  clientId: string | null;
  payments: BookingPaymentLine[];
}

const demoId = (email: string): string => {
  const account = wayfarerDemoAccounts.find(({ user }) => user.personal_info.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.user.id;
};

/** The demo agents who keep the seeded clients and sold the seeded bookings. */
const DEMO_AGENTS = {
  agent: demoId('agent@wayfarer.test'),
  owner: demoId('owner@wayfarer.test'),
  sales: demoId('sales@wayfarer.test'),
} as const;

/** A demo account as a row names it; null for an id no demo account has. */
export function agentRef(id: string | null): PersonRef | null {
  const user = wayfarerDemoAccounts.find((account) => account.user.id === id)?.user;
  return user ? { id: user.id, name: `${user.personal_info.first_name} ${user.personal_info.last_name}`.trim() } : null;
}

const today = () => isoDay(new Date());
/** An instant `days` before now, at ten in the morning (UTC). */
const daysAgo = (days: number): string => `${addDays(today(), -days)}T10:00:00.000Z`;

/** The seeded clients' ids: fixed, so a test can open a client's page by its URL. */
export const SEEDED_CLIENT_IDS = {
  maya: '10000000-0000-4000-8000-000000000001',
  omar: '10000000-0000-4000-8000-000000000002',
  sofia: '10000000-0000-4000-8000-000000000003',
  jonas: '10000000-0000-4000-8000-000000000004',
  priya: '10000000-0000-4000-8000-000000000005',
} as const;

function seededClients(): StoredClient[] {
  const client = (
    id: string,
    [firstName, lastName]: [string, string],
    agentId: string,
    createdDaysAgo: number,
    details: Partial<Omit<StoredClient, 'id' | 'firstName' | 'lastName' | 'agentId' | 'createdAt' | 'updatedAt'>>,
  ): StoredClient => ({
    id,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
    phone: '',
    dateOfBirth: '',
    nationality: '',
    passportNumber: '',
    passportExpiry: '',
    preferences: '',
    notes: '',
    agentId,
    createdAt: daysAgo(createdDaysAgo),
    updatedAt: daysAgo(createdDaysAgo),
    ...details,
  });
  return [
    client(SEEDED_CLIENT_IDS.maya, ['Maya', 'Lindqvist'], DEMO_AGENTS.agent, 120, {
      phone: '+47 912 34 567',
      dateOfBirth: '1986-03-14',
      nationality: 'NO',
      passportNumber: 'NO1234567',
      passportExpiry: addDays(today(), 1100),
      preferences: 'Aisle seat; vegetarian meals',
    }),
    // Their passport runs out within six months: the form and the client's page warn.
    client(SEEDED_CLIENT_IDS.omar, ['Omar', 'Haddad'], DEMO_AGENTS.sales, 90, {
      phone: '+971 50 123 4567',
      nationality: 'AE',
      passportNumber: 'AE7788990',
      passportExpiry: addDays(today(), 100),
      notes: 'Prefers to be called after 5 pm.',
    }),
    client(SEEDED_CLIENT_IDS.sofia, ['Sofía', 'Martínez'], DEMO_AGENTS.agent, 60, { phone: '+52 55 1234 5678', nationality: 'MX' }),
    client(SEEDED_CLIENT_IDS.jonas, ['Jonas', 'Berg'], DEMO_AGENTS.owner, 30, { nationality: 'NO' }),
    client(SEEDED_CLIENT_IDS.priya, ['Priya', 'Nair'], DEMO_AGENTS.sales, 7, { phone: '+1 212 555 0142' }),
  ];
}

/** The money a booking moved: its charges when booked, and its refunds when cancelled. */
export function paymentLinesOf(booking: Booking): BookingPaymentLine[] {
  const { payment, cancelled, reference } = booking;
  const gatewayId = (kind: string) => `${kind}_mock_${reference.replace('-', '').toLowerCase()}`;
  const lines: BookingPaymentLine[] = [];
  if (payment.card) lines.push({ kind: 'charge', method: 'card', amount: payment.card.amount, currency: payment.currency, gatewayReference: gatewayId('ch'), at: booking.createdAt });
  if (payment.walletAmount > 0) lines.push({ kind: 'charge', method: 'wallet', amount: payment.walletAmount, currency: payment.currency, gatewayReference: null, at: booking.createdAt });
  if (cancelled) {
    if (cancelled.refund.card > 0) lines.push({ kind: 'refund', method: 'card', amount: cancelled.refund.card, currency: cancelled.currency, gatewayReference: gatewayId('re'), at: cancelled.at });
    if (cancelled.refund.wallet > 0) lines.push({ kind: 'refund', method: 'wallet', amount: cancelled.refund.wallet, currency: cancelled.currency, gatewayReference: null, at: cancelled.at });
  }
  return lines;
}

function seededBookings(clients: readonly StoredClient[]): AgencyBookingRecord[] {
  const lead = (clientId: string) => {
    const client = clients.find((candidate) => candidate.id === clientId);
    if (!client) throw new Error(`No seeded client ${clientId}`);
    return { firstName: client.firstName, lastName: client.lastName, email: client.email, phone: client.phone || '+1 212 555 0100' };
  };
  const record = (booking: Booking, agentId: string | null, clientId: string | null): AgencyBookingRecord => ({ booking, agentId, clientId, payments: paymentLinesOf(booking) });
  const { maya, omar, sofia, jonas, priya } = SEEDED_CLIENT_IDS;
  // Paid partly with wallet credits: a card charge and a wallet charge.
  const omarTotal = bookingFixture({ daysAhead: 20 }).price.totalRate;
  const walletPaid = { currency: 'USD', card: { brand: 'mastercard', last4: '5454', amount: omarTotal - 15000 }, walletAmount: 15000 };
  const sofiaStay = bookingFixture({ daysAhead: 50 });
  return [
    record(bookingFixture({ reference: 'H-AGN7K2P4', daysAhead: 20, createdAt: daysAgo(3), leadTraveller: lead(maya) }), DEMO_AGENTS.agent, maya),
    record(bookingFixture({ reference: 'H-AGN8M3Q5', daysAhead: 20, createdAt: daysAgo(10), leadTraveller: lead(omar), payment: walletPaid }), DEMO_AGENTS.sales, omar),
    record(flightBookingFixture({ reference: 'F-AGN9R4S6', daysAhead: 60, createdAt: daysAgo(12), leadTraveller: lead(maya) }), DEMO_AGENTS.agent, maya),
    record(
      {
        ...sofiaStay,
        reference: 'H-AGN2T5U7',
        createdAt: daysAgo(20),
        leadTraveller: lead(sofia),
        status: 'cancelled',
        cancelled: { at: daysAgo(15), penalty: 0, refund: { card: sofiaStay.price.totalRate, wallet: 0, total: sofiaStay.price.totalRate }, currency: 'USD' },
      },
      DEMO_AGENTS.agent,
      sofia,
    ),
    // The traveller booked this one themselves: no agent, no client.
    record(bookingFixture({ reference: 'H-AGN3V6W8', daysAhead: -15, createdAt: daysAgo(45) }), null, null),
    record(flightBookingFixture({ reference: 'F-AGN4X7Y9', daysAhead: 35, createdAt: daysAgo(5), leadTraveller: lead(jonas) }), DEMO_AGENTS.owner, jonas),
    record(bookingFixture({ reference: 'H-AGN5Z8A2', daysAhead: 75, nights: 4, createdAt: daysAgo(40), leadTraveller: lead(priya) }), DEMO_AGENTS.sales, priya),
    // A walk-in the owner booked without keeping them as a client.
    record(
      bookingFixture({ reference: 'H-AGN6B9C3', daysAhead: 8, nights: 1, createdAt: daysAgo(1), leadTraveller: { firstName: 'Lena', lastName: 'Vogel', email: 'lena.vogel@example.com', phone: '+49 30 1234 5678' } }),
      DEMO_AGENTS.owner,
      null,
    ),
  ];
}

interface CommandState {
  clients: StoredClient[];
  bookings: AgencyBookingRecord[];
}

const freshState = (): CommandState => {
  const clients = seededClients();
  return { clients, bookings: seededBookings(clients) };
};

let state = freshState();

/** What a viewer may see (apps/api/src/command/scope.ts): owners and admins everything; any other agent their clients, and the bookings they made or made for those clients. */
export function scopeOf(viewer: Pick<UserProfile, 'id' | 'userType'>) {
  const seesAll = managesAgency(viewer);
  const seesClient = (client: StoredClient) => seesAll || client.agentId === viewer.id;
  const keptIds = new Set(state.clients.filter(seesClient).map((client) => client.id));
  return {
    seesClient,
    seesBooking: (record: AgencyBookingRecord) => seesAll || record.agentId === viewer.id || (record.clientId !== null && keptIds.has(record.clientId)),
  };
}

/** The in-memory clients and agency bookings, for the handlers and for tests. */
export const commandMock = {
  reset: () => {
    state = freshState();
  },
  clients: (): StoredClient[] => state.clients,
  bookings: (): AgencyBookingRecord[] => state.bookings,
  /** A client as the API answers it: its keeper's name and its bookings counted. */
  clientView: (client: StoredClient): Client => {
    const { agentId, ...fields } = client;
    return { ...fields, agent: agentRef(agentId), bookings: state.bookings.filter((record) => record.clientId === client.id).length };
  },
  addClient: (client: StoredClient) => {
    state.clients.push(client);
  },
  /** Adds a booking to the agency's (a test's own), with its charges as payments. */
  addBooking: (booking: Booking, { agentId = null, clientId = null }: { agentId?: string | null; clientId?: string | null } = {}) => {
    state.bookings.push({ booking, agentId, clientId, payments: paymentLinesOf(booking) });
  },
};
