// The Command Center's Dashboard call (issue 22, apps/api/README.md "Command Center"),
// answering as apps/api/src/command/dashboard.ts does over the mock agency's bookings
// (store.ts) and proposals (proposals.ts): the period checked with the contract's schema,
// 401/403 as requireArea, the viewer's scope, the figures summed by the contract's own
// dashboardFigures.
import { http, HttpResponse } from 'msw';
import {
  addDaysTo,
  type Agency,
  clientName,
  DASHBOARD_DEADLINE_DAYS,
  DASHBOARD_DEADLINES_MAX,
  DASHBOARD_UPCOMING_DAYS,
  DASHBOARD_UPCOMING_MAX,
  type Dashboard,
  type DashboardDayFigures,
  type DashboardDeadline,
  dashboardFigures,
  dashboardQuerySchema,
  isOpenProposal,
  isoDay,
  previousPeriod,
  SERVICE_KEYS,
} from '@travel/contracts';
import { forAgency, queryOf, validated } from '../respond';
import { asViewer, rowOf } from './handlers';
import { proposalsMock, seesProposal } from './proposals';
import { commandMock, scopeOf, type AgencyBookingRecord } from './store';

type StoredProposal = ReturnType<typeof proposalsMock.proposals>[number];

/** The mock ledger's markup: what the agency's 12 % on the wholesale rate added to the base rate. */
const markupOf = (baseRate: number): number => baseRate - Math.round(baseRate / 1.12);

function dayFigures({ booking }: AgencyBookingRecord): DashboardDayFigures {
  const confirmed = booking.status === 'confirmed';
  return {
    service: booking.service,
    day: booking.createdAt.slice(0, 10),
    bookings: 1,
    sales: confirmed ? booking.price.totalRate : 0,
    markup: confirmed ? markupOf(booking.price.baseRate) : 0,
    cancellations: confirmed ? 0 : 1,
  };
}

/** The booking's last free-cancellation day, as the hotel policy states it. */
function freeUntil({ booking }: AgencyBookingRecord): string | null {
  return booking.service === 'hotels' && 'freeUntil' in booking.cancellation ? booking.cancellation.freeUntil : null;
}

/** The open proposals' expiries within the window, each on its UTC day, as the API reads them. */
function proposalExpiries(stored: readonly StoredProposal[], within: (day: string) => boolean, now: Date): DashboardDeadline[] {
  const clientNames = new Map(commandMock.clients().map((client) => [client.id, clientName(client)]));
  return stored
    .filter((proposal) => isOpenProposal(proposal.status) && new Date(proposal.expiresAt) > now && within(proposal.expiresAt.slice(0, 10)))
    .sort((a, b) => (a.expiresAt < b.expiresAt ? -1 : a.expiresAt > b.expiresAt ? 1 : 0))
    .map((proposal) => ({
      kind: 'proposalExpires',
      date: proposal.expiresAt.slice(0, 10),
      subject: { type: 'proposal', id: proposal.id },
      title: proposal.title,
      traveller: clientNames.get(proposal.clientId) ?? '',
    }));
}

function dashboardOf(records: readonly AgencyBookingRecord[], stored: readonly StoredProposal[], period: Dashboard['period'], now: Date): Dashboard {
  const today = isoDay(now);
  const before = previousPeriod(period);
  const booked = records.filter(({ booking }) => booking.createdAt.slice(0, 10) >= before.from && booking.createdAt.slice(0, 10) <= period.to);
  const confirmed = records.filter(({ booking }) => booking.status === 'confirmed');
  const within = (day: string | null, days: number): day is string => day !== null && day >= today && day <= addDaysTo(today, days - 1);
  const bySoonest = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  const deadline = (record: AgencyBookingRecord, kind: DashboardDeadline['kind'], date: string): DashboardDeadline => ({
    kind,
    date,
    subject: { type: 'booking', reference: record.booking.reference, service: record.booking.service },
    title: record.booking.summary.title,
    traveller: `${record.booking.leadTraveller.firstName} ${record.booking.leadTraveller.lastName}`,
  });
  const ends = confirmed.flatMap((record) => {
    const day = freeUntil(record);
    return within(day, DASHBOARD_DEADLINE_DAYS) ? [deadline(record, 'freeCancellationEnds', day)] : [];
  });
  const departures = confirmed.filter(({ booking }) => within(booking.summary.start, DASHBOARD_DEADLINE_DAYS)).map((record) => deadline(record, 'departure', record.booking.summary.start));
  const expiries = proposalExpiries(stored, (day) => within(day, DASHBOARD_DEADLINE_DAYS), now);
  return {
    period,
    previousPeriod: before,
    currency: 'USD',
    ...dashboardFigures(period, booked.map(dayFigures), SERVICE_KEYS),
    upcoming: confirmed
      .filter(({ booking }) => within(booking.summary.start, DASHBOARD_UPCOMING_DAYS))
      .map(rowOf)
      .sort((a, b) => (a.travelStart < b.travelStart ? -1 : a.travelStart > b.travelStart ? 1 : 0))
      .slice(0, DASHBOARD_UPCOMING_MAX),
    deadlines: [...ends, ...departures, ...expiries].sort(bySoonest).slice(0, DASHBOARD_DEADLINES_MAX),
  };
}

export const dashboardHandlersFor = (agency: Agency | null) => [
  http.get('*/api/agency/dashboard', ({ request }) =>
    forAgency(agency, () =>
      asViewer(request, 'dashboard', (viewer) => {
        const query = validated('querystring', dashboardQuerySchema, queryOf(request));
        if (!query.ok) return query.response;
        const { seesBooking } = scopeOf(viewer);
        const proposals = proposalsMock.proposals().filter(seesProposal(viewer));
        return HttpResponse.json(dashboardOf(commandMock.bookings().filter(seesBooking), proposals, query.data, new Date()));
      }),
    ),
  ),
];
