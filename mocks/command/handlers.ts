// The Command Center's Clients and Bookings calls (issue 22, apps/api/README.md "Command
// Center"), answering as apps/api/src/command does: requests checked with the contract
// schemas, 401 anonymous, 403 where canRead greys the area, each viewer's scope (store.ts),
// filters, sort and pages on the server, 404 CLIENT_NOT_FOUND and 409 CLIENT_EMAIL_TAKEN, and
// cancelling on the traveller's behalf by the quote and refund check of My Trips.
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  ACCOUNT_ERROR_CODES,
  BOOKING_REFERENCE_PATTERN,
  COMMAND_ERROR_CODES,
  ERROR_CODES,
  agencyBookingFiltersSchema,
  agencyBookingListQuerySchema,
  bookingParamsSchema,
  canRead,
  cancelBookingRequestSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientName,
  clientParamsSchema,
  currencyDigits,
  toMajor,
  type Agency,
  type AgencyBookingDetail,
  type AgencyBookingList,
  type AgencyBookingRow,
  type AgencyBookingSort,
  type ClientList,
  type ClientSort,
  type CommandCenterArea,
  type PersonRef,
  type UserProfile,
} from '@travel/contracts';
import { viewerOf } from '../auth';
import { cancellationQuoteOf, cancelNow } from '../bookings';
import { apiError, bodyOf, forAgency, queryOf, validated } from '../respond';
import { agentRef, commandMock, paymentLinesOf, scopeOf, type AgencyBookingRecord, type StoredClient } from './store';

type Answer = Response | Promise<Response>;
type BookingFilters = z.output<typeof agencyBookingFiltersSchema>;
type ClientInputBody = z.output<typeof clientInputSchema>;

/** requireArea: 401 for a visitor, 403 for a role the sidebar greys the area for; else the answer for the viewer. */
export function asViewer(request: Request, area: CommandCenterArea, answer: (viewer: UserProfile) => Answer): Answer {
  const viewer = viewerOf(request);
  if (!viewer) return apiError(401, ACCOUNT_ERROR_CODES.tokenMissing, 'Log in to continue');
  if (!canRead(viewer, area)) return apiError(403, ACCOUNT_ERROR_CODES.forbidden, 'Your account may not do this');
  return answer(viewer);
}

/** One page of `rows` sorted by `key` (ties by `tie`), the direction applying to both. */
function pageOf<Row>(rows: Row[], key: (row: Row) => string | number, tie: (row: Row) => string, { dir, page, pageSize }: { dir: 'asc' | 'desc'; page: number; pageSize: number }) {
  const sign = dir === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...rows].sort((a, b) => sign * (compare(key(a), key(b)) || compare(tie(a), tie(b))));
  return { page, pageSize, total: rows.length, rows: sorted.slice((page - 1) * pageSize, page * pageSize) };
}

// ---------------------------------------------------------------- clients

const clientNotFound = (clientId: string) => apiError(404, COMMAND_ERROR_CODES.clientNotFound, `No client ${clientId} among the clients you may see`);
const emailTaken = (email: string) => apiError(409, COMMAND_ERROR_CODES.clientEmailTaken, `body.email: the agency already has a client with the email ${email}`);

const emailInUse = (email: string, except?: string) => commandMock.clients().some((client) => client.email === email && client.id !== except);

/** Part of a name, an email, or (three digits or more) of a phone number, as the API's ILIKE finds it. */
function clientMatches(client: StoredClient, q: string): boolean {
  const text = q.toLowerCase();
  const digits = q.replace(/\D/g, '');
  const inText = [client.firstName, client.lastName, clientName(client), client.email].some((field) => field.toLowerCase().includes(text));
  return inText || (digits.length >= 3 && client.phone.replace(/\D/g, '').includes(digits));
}

const CLIENT_SORT: Record<ClientSort, (client: StoredClient) => string | number> = {
  name: (client) => client.lastName.toLowerCase(),
  email: (client) => client.email,
  createdAt: (client) => client.createdAt,
  bookings: (client) => commandMock.clientView(client).bookings,
};

const clientColumns = (input: ClientInputBody) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  dateOfBirth: input.dateOfBirth,
  nationality: input.nationality,
  passportNumber: input.passportNumber,
  passportExpiry: input.passportExpiry,
  preferences: input.preferences,
  notes: input.notes,
});

function clientsHandlers(agency: Agency | null) {
  const visibleClient = (viewer: UserProfile, clientId: string) => commandMock.clients().find((client) => client.id === clientId && scopeOf(viewer).seesClient(client));
  return [
    http.get('*/api/agency/clients', ({ request }) => {
      const query = validated('querystring', clientListQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      const { q, agentId, sort } = query.data;
      return forAgency(agency, () =>
        asViewer(request, 'clients', (viewer) => {
          const { seesClient } = scopeOf(viewer);
          const rows = commandMock.clients().filter((client) => seesClient(client) && (!q || clientMatches(client, q)) && (!agentId || client.agentId === agentId));
          const { rows: shown, ...page } = pageOf(rows, CLIENT_SORT[sort], (client) => client.firstName.toLowerCase(), query.data);
          return HttpResponse.json({ ...page, clients: shown.map(commandMock.clientView) } satisfies ClientList);
        }),
      );
    }),

    http.post('*/api/agency/clients', async ({ request }) => {
      const body = validated('body', clientInputSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () =>
        asViewer(request, 'clients', (viewer) => {
          if (emailInUse(body.data.email)) return emailTaken(body.data.email);
          const now = new Date().toISOString();
          const client: StoredClient = { id: crypto.randomUUID(), ...clientColumns(body.data), agentId: viewer.id, createdAt: now, updatedAt: now };
          commandMock.addClient(client);
          return HttpResponse.json(commandMock.clientView(client), { status: 201 });
        }),
      );
    }),

    http.get('*/api/agency/clients/:clientId', ({ request, params }) => {
      const path = validated('params', clientParamsSchema, params);
      if (!path.ok) return path.response;
      return forAgency(agency, () =>
        asViewer(request, 'clients', (viewer) => {
          const client = visibleClient(viewer, path.data.clientId);
          return client ? HttpResponse.json(commandMock.clientView(client)) : clientNotFound(path.data.clientId);
        }),
      );
    }),

    http.put('*/api/agency/clients/:clientId', async ({ request, params }) => {
      const path = validated('params', clientParamsSchema, params);
      if (!path.ok) return path.response;
      const body = validated('body', clientInputSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () =>
        asViewer(request, 'clients', (viewer) => {
          const client = visibleClient(viewer, path.data.clientId);
          if (!client) return clientNotFound(path.data.clientId);
          if (emailInUse(body.data.email, client.id)) return emailTaken(body.data.email);
          Object.assign(client, clientColumns(body.data), { updatedAt: new Date().toISOString() });
          return HttpResponse.json(commandMock.clientView(client));
        }),
      );
    }),
  ];
}

// ---------------------------------------------------------------- bookings

const bookingNotFound = (reference: string) => apiError(404, ERROR_CODES.notFound, `No booking ${reference} among the bookings you may see`);

/** A client as a row names them, by their name now. */
function clientRef(clientId: string | null): PersonRef | null {
  const client = commandMock.clients().find((candidate) => candidate.id === clientId);
  return client ? { id: client.id, name: clientName(client) } : null;
}

export function rowOf({ booking, agentId, clientId }: AgencyBookingRecord): AgencyBookingRow {
  const { summary, leadTraveller } = booking;
  return {
    reference: booking.reference,
    service: booking.service,
    status: booking.status,
    title: summary.title,
    subtitle: summary.subtitle,
    travelStart: summary.start,
    travelEnd: summary.end,
    bookedAt: booking.createdAt,
    traveller: { name: `${leadTraveller.firstName} ${leadTraveller.lastName}`, email: leadTraveller.email },
    total: { amount: booking.price.totalRate, currency: booking.price.currency },
    agent: agentRef(agentId),
    client: clientRef(clientId),
  };
}

/** The API's filters (apps/api/src/command/booking-list.ts): `q` is a reference named exactly, or what a traveller's name, last name or email starts with. */
function bookingMatches(record: AgencyBookingRecord, filters: BookingFilters): boolean {
  const { booking } = record;
  const booked = booking.createdAt.slice(0, 10);
  const { firstName, lastName, email } = booking.leadTraveller;
  const q = filters.q?.toLowerCase();
  const found =
    !q ||
    (BOOKING_REFERENCE_PATTERN.test(q.toUpperCase()) && booking.reference === q.toUpperCase()) ||
    [`${firstName} ${lastName}`, lastName, email].some((field) => field.toLowerCase().startsWith(q));
  return (
    found &&
    (!filters.service || booking.service === filters.service) &&
    (!filters.status || booking.status === filters.status) &&
    (!filters.bookedFrom || booked >= filters.bookedFrom) &&
    (!filters.bookedTo || booked <= filters.bookedTo) &&
    (!filters.travelFrom || booking.summary.start >= filters.travelFrom) &&
    (!filters.travelTo || booking.summary.start <= filters.travelTo) &&
    (!filters.agentId || record.agentId === filters.agentId) &&
    (!filters.clientId || record.clientId === filters.clientId)
  );
}

const BOOKING_SORT: Record<AgencyBookingSort, (row: AgencyBookingRow) => string | number> = {
  reference: (row) => row.reference,
  service: (row) => row.service,
  traveller: (row) => row.traveller.name.toLowerCase(),
  travelStart: (row) => row.travelStart,
  bookedAt: (row) => row.bookedAt,
  total: (row) => row.total.amount,
  // Cancelled before confirmed, as the words sort.
  status: (row) => (row.status === 'confirmed' ? 1 : 0),
  // A booking with no agent comes last, as PostgreSQL sorts a null.
  agent: (row) => row.agent?.name.toLowerCase() ?? '\uffff',
};

/** The export's cells: every one quoted, its quotes doubled. */
const csvLine = (cells: readonly string[]) => `${cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')}\r\n`;
const CSV_COLUMNS = ['Reference', 'Service', 'Status', 'Title', 'Travel start', 'Travel end', 'Booked at', 'Traveller', 'Email', 'Total', 'Currency', 'Agent', 'Client'];

function bookingsHandlers(agency: Agency | null) {
  const visibleTo = (viewer: UserProfile) => {
    const { seesBooking } = scopeOf(viewer);
    return commandMock.bookings().filter(seesBooking);
  };
  const visibleRecord = (viewer: UserProfile, reference: string) => visibleTo(viewer).find((record) => record.booking.reference === reference);
  const byReference = (request: Request, params: unknown, answer: (record: AgencyBookingRecord) => Answer): Answer => {
    const path = validated('params', bookingParamsSchema, params);
    if (!path.ok) return path.response;
    return forAgency(agency, () =>
      asViewer(request, 'bookings', (viewer) => {
        const record = visibleRecord(viewer, path.data.reference);
        return record ? answer(record) : bookingNotFound(path.data.reference);
      }),
    );
  };
  return [
    http.get('*/api/agency/bookings', ({ request }) => {
      const query = validated('querystring', agencyBookingListQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () =>
        asViewer(request, 'bookings', (viewer) => {
          const rows = visibleTo(viewer).filter((record) => bookingMatches(record, query.data)).map(rowOf);
          const { rows: shown, ...page } = pageOf(rows, BOOKING_SORT[query.data.sort], (row) => row.reference, query.data);
          return HttpResponse.json({ ...page, bookings: shown } satisfies AgencyBookingList);
        }),
      );
    }),

    // Before :reference, which would take 'export.csv' for one.
    http.get('*/api/agency/bookings/export.csv', ({ request }) => {
      const filters = validated('querystring', agencyBookingFiltersSchema, queryOf(request));
      if (!filters.ok) return filters.response;
      return forAgency(agency, (active) =>
        asViewer(request, 'bookings', (viewer) => {
          const rows = visibleTo(viewer)
            .filter((record) => bookingMatches(record, filters.data))
            .map(rowOf)
            .sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
          const lines = rows.map((row) =>
            csvLine([row.reference, row.service, row.status, row.title, row.travelStart, row.travelEnd, row.bookedAt, row.traveller.name, row.traveller.email, toMajor(row.total.amount, row.total.currency).toFixed(currencyDigits(row.total.currency)), row.total.currency, row.agent?.name ?? '', row.client?.name ?? '']),
          );
          return new HttpResponse(`\uFEFF${csvLine(CSV_COLUMNS)}${lines.join('')}`, {
            headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="bookings-${active.subdomain}.csv"` },
          });
        }),
      );
    }),

    http.get('*/api/agency/bookings/:reference', ({ request, params }) =>
      byReference(request, params, (record) =>
        HttpResponse.json({ booking: record.booking, agent: agentRef(record.agentId), client: clientRef(record.clientId), payments: record.payments } satisfies AgencyBookingDetail),
      ),
    ),

    http.get('*/api/agency/bookings/:reference/cancellation', ({ request, params }) => byReference(request, params, (record) => HttpResponse.json(cancellationQuoteOf(record.booking)))),

    http.post('*/api/agency/bookings/:reference/cancel', async ({ request, params }) => {
      const body = validated('body', cancelBookingRequestSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return byReference(request, params, (record) => {
        const outcome = cancelNow(record.booking, body.data.expectedRefund);
        if (!outcome.ok) return outcome.response;
        record.booking = outcome.booking;
        record.payments = paymentLinesOf(outcome.booking);
        return HttpResponse.json(outcome.booking);
      });
    }),
  ];
}

/** Every Command Center Clients and Bookings call, for one agency. */
export const commandHandlersFor = (agency: Agency | null) => [...clientsHandlers(agency), ...bookingsHandlers(agency)];
