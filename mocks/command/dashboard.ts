// The Command Center's Dashboard call (issue 22, apps/api/README.md "Command Center"),
// answering as apps/api/src/command/dashboard.ts does over the mock agency's bookings
// (store.ts): the period checked with the contract's schema, 401/403 as requireArea, the
// viewer's scope, the figures summed by the contract's own dashboardFigures.
import { http, HttpResponse } from 'msw';
import {
  addDaysTo,
  type Agency,
  DASHBOARD_DEADLINE_DAYS,
  DASHBOARD_DEADLINES_MAX,
  DASHBOARD_UPCOMING_DAYS,
  DASHBOARD_UPCOMING_MAX,
  type Dashboard,
  type DashboardDayFigures,
  type DashboardDeadline,
  dashboardFigures,
  dashboardQuerySchema,
  isoDay,
  previousPeriod,
  SERVICE_KEYS,
} from '@travel/contracts';
import { forAgency, queryOf, validated } from '../respond';
import { asViewer, rowOf } from './handlers';
import { commandMock, scopeOf, type AgencyBookingRecord } from './store';

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

function dashboardOf(records: readonly AgencyBookingRecord[], period: Dashboard['period'], today: string): Dashboard {
  const before = previousPeriod(period);
  const booked = records.filter(({ booking }) => booking.createdAt.slice(0, 10) >= before.from && booking.createdAt.slice(0, 10) <= period.to);
  const confirmed = records.filter(({ booking }) => booking.status === 'confirmed');
  const within = (day: string | null, days: number): day is string => day !== null && day >= today && day <= addDaysTo(today, days - 1);
  const bySoonest = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  const deadline = (record: AgencyBookingRecord, kind: DashboardDeadline['kind'], date: string): DashboardDeadline => ({
    kind,
    date,
    reference: record.booking.reference,
    service: record.booking.service,
    title: record.booking.summary.title,
    traveller: `${record.booking.leadTraveller.firstName} ${record.booking.leadTraveller.lastName}`,
  });
  const ends = confirmed.flatMap((record) => {
    const day = freeUntil(record);
    return within(day, DASHBOARD_DEADLINE_DAYS) ? [deadline(record, 'freeCancellationEnds', day)] : [];
  });
  const departures = confirmed.filter(({ booking }) => within(booking.summary.start, DASHBOARD_DEADLINE_DAYS)).map((record) => deadline(record, 'departure', record.booking.summary.start));
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
    deadlines: [...ends, ...departures].sort(bySoonest).slice(0, DASHBOARD_DEADLINES_MAX),
  };
}

export const dashboardHandlersFor = (agency: Agency | null) => [
  http.get('*/api/agency/dashboard', ({ request }) =>
    forAgency(agency, () =>
      asViewer(request, 'dashboard', (viewer) => {
        const query = validated('querystring', dashboardQuerySchema, queryOf(request));
        if (!query.ok) return query.response;
        const { seesBooking } = scopeOf(viewer);
        return HttpResponse.json(dashboardOf(commandMock.bookings().filter(seesBooking), query.data, isoDay(new Date())));
      }),
    ),
  ),
];
