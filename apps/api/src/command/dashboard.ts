// The Command Center's Dashboard (README "Command Center"): the figures of the bookings made in
// a period beside the period before, the trips starting soon and one calendar of deadlines,
// over exactly the bookings the user sees in the Bookings list (scope.ts: never a pending one)
// and the proposals they see in Proposals (visibleProposals).
//
// Every read is a range of an index (EXPLAIN in test/command-dashboard.test.ts): the figures
// walk bookings_listed_idx by booking time over both periods, the upcoming trips and the
// departures bookings_listed_travel_idx by first day, the free-cancellation ends
// bookings_free_cancellation_idx by that day, each one agency's. The proposal expiries read a
// proposals index (the plan picks the agency's or the open proposals' by expiry). An agent's
// scope filters those rows.
import { and, asc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DASHBOARD_DEADLINE_DAYS,
  DASHBOARD_DEADLINES_MAX,
  DASHBOARD_UPCOMING_DAYS,
  DASHBOARD_UPCOMING_MAX,
  addDaysTo,
  type Dashboard,
  type DashboardDayFigures,
  type DashboardDeadline,
  dashboardFigures,
  type DashboardPeriod,
  dashboardQuerySchema,
  dashboardSchema,
  type DeadlineKind,
  isoDay,
  OPEN_PROPOSAL_STATUSES,
  previousPeriod,
  SERVICE_KEYS,
} from '@travel/contracts';
import { currentUser, requireArea } from '../auth/guards';
import { bookings } from '../db/schema-bookings';
import { clients } from '../db/schema-command';
import { proposals } from '../db/schema-proposals';
import type { Db } from '../db/types';
import { BASE_CURRENCY_CODE } from '../inventory/catalogue-currency';
import { dayAfter, dayStart, listedRow, rowsWhere } from './booking-list';
import { visibleProposals } from './proposal-view';
import { commandScope, visibleBookings } from './scope';

/** What the dashboard reads for its user: the bookings (visibleBookings) and the proposals (visibleProposals) they see. */
export interface DashboardScope {
  bookings: SQL;
  proposals: SQL;
}

const confirmed = sql`${bookings.status} = 'confirmed'`;
/** The sum of money of the confirmed bookings as a number: PostgreSQL sums integers as bigint, which arrives as text. */
const confirmedSum = (amount: typeof bookings.totalRate | typeof bookings.markup): SQL<number> =>
  sql`coalesce(sum(${amount}) filter (where ${confirmed}), 0)::bigint`.mapWith(Number);

/**
 * The figures of the bookings made in `from`..`to` (UTC days), per service and day. Sales and
 * markup count what was not cancelled; a booking being cancelled is cancelled, as the list
 * shows it. Every charge is in the catalogue's currency; the condition keeps a sum from ever
 * adding two currencies.
 */
function figuresByDay(db: Db, scope: SQL, { from, to }: DashboardPeriod) {
  const day = sql<string>`((${bookings.createdAt} at time zone 'UTC')::date)::text`;
  return db
    .select({
      service: bookings.service,
      day,
      bookings: sql<number>`count(*)::int`,
      sales: confirmedSum(bookings.totalRate),
      markup: confirmedSum(bookings.markup),
      cancellations: sql<number>`(count(*) filter (where not ${confirmed}))::int`,
    })
    .from(bookings)
    .where(and(scope, gte(bookings.createdAt, dayStart(from)), lt(bookings.createdAt, dayAfter(to)), eq(bookings.currency, BASE_CURRENCY_CODE)))
    .groupBy(bookings.service, day);
}

/** The window `days` long from today: the upcoming trips' and the deadlines'. */
const windowFrom = (today: string, days: number): DashboardPeriod => ({ from: today, to: addDaysTo(today, days - 1) });

/** Confirmed trips starting within the window, soonest first. */
function upcomingTrips(db: Db, scope: SQL, window: DashboardPeriod) {
  return rowsWhere(db, and(scope, confirmed, gte(bookings.startDate, window.from), lte(bookings.startDate, window.to)) as SQL)
    .orderBy(asc(bookings.startDate), asc(bookings.id))
    .limit(DASHBOARD_UPCOMING_MAX);
}

/** The confirmed bookings whose `day` falls within the window, soonest first. */
function bookingsDueOn(db: Db, scope: SQL, window: DashboardPeriod, day: typeof bookings.startDate | typeof bookings.freeCancellationUntil) {
  return db
    .select({
      date: sql<string>`${day}::text`,
      reference: bookings.reference,
      service: bookings.service,
      title: sql<string>`${bookings.summary} ->> 'title'`,
      traveller: sql<string>`(${bookings.leadTraveller} ->> 'firstName') || ' ' || (${bookings.leadTraveller} ->> 'lastName')`,
    })
    .from(bookings)
    .where(and(scope, confirmed, gte(day, window.from), lte(day, window.to)))
    .orderBy(asc(day), asc(bookings.id))
    .limit(DASHBOARD_DEADLINES_MAX);
}

/**
 * The open proposals (sent, viewed or approved) expiring within the window and not yet, soonest
 * first. An expiry is an instant; its day is its UTC date, as the window's days are UTC (today
 * is isoDay(new Date()): agencies have no time zone).
 */
function proposalsExpiringIn(db: Db, scope: SQL, window: DashboardPeriod) {
  return db
    .select({
      date: sql<string>`((${proposals.expiresAt} at time zone 'UTC')::date)::text`,
      id: proposals.id,
      title: proposals.title,
      traveller: sql<string>`trim(${clients.firstName} || ' ' || ${clients.lastName})`,
    })
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.clientId))
    .where(
      and(
        scope,
        inArray(proposals.status, OPEN_PROPOSAL_STATUSES),
        // Past its expiry an open proposal reads as expired (effectiveStatusSql), even earlier today.
        gt(proposals.expiresAt, sql`now()`),
        gte(proposals.expiresAt, dayStart(window.from)),
        lt(proposals.expiresAt, dayAfter(window.to)),
      ),
    )
    .orderBy(asc(proposals.expiresAt), asc(proposals.id))
    .limit(DASHBOARD_DEADLINES_MAX);
}

/** The dashboard's reads as they are sent, for EXPLAIN (test/command-dashboard.test.ts). */
export const dashboardQueries = { figuresByDay, upcomingTrips, bookingsDueOn, proposalsExpiringIn };

type DeadlineSource = (db: Db, scope: DashboardScope, window: DashboardPeriod) => Promise<Omit<DashboardDeadline, 'kind'>[]>;

/** A booking's deadline on `day`, opening the booking. */
const bookingDeadlines =
  (day: typeof bookings.startDate | typeof bookings.freeCancellationUntil): DeadlineSource =>
  async (db, scope, window) =>
    (await bookingsDueOn(db, scope.bookings, window, day)).map(({ reference, service, ...due }) => ({ ...due, subject: { type: 'booking', reference, service } }));

/**
 * Where each kind of deadline is read: a new kind adds its source here. (No hold expires in
 * days: a hold is the minutes a checkout keeps inventory while the card is charged.)
 */
const DEADLINE_SOURCES: Record<DeadlineKind, DeadlineSource> = {
  freeCancellationEnds: bookingDeadlines(bookings.freeCancellationUntil),
  departure: bookingDeadlines(bookings.startDate),
  proposalExpires: async (db, scope, window) =>
    (await proposalsExpiringIn(db, scope.proposals, window)).map(({ id, ...due }) => ({ ...due, subject: { type: 'proposal', id } })),
};

/** Every kind's deadlines within the window, soonest first (a day's in the order of DEADLINE_SOURCES), the first DASHBOARD_DEADLINES_MAX. */
async function deadlines(db: Db, scope: DashboardScope, window: DashboardPeriod): Promise<DashboardDeadline[]> {
  const kinds = Object.keys(DEADLINE_SOURCES) as DeadlineKind[];
  const found = await Promise.all(kinds.map(async (kind) => (await DEADLINE_SOURCES[kind](db, scope, window)).map((due) => ({ kind, ...due }))));
  return found
    .flat()
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : kinds.indexOf(a.kind) - kinds.indexOf(b.kind)))
    .slice(0, DASHBOARD_DEADLINES_MAX);
}

/** The dashboard of `period` for the bookings and proposals `scope` holds, seen on `today` (UTC). */
export async function dashboard(db: Db, scope: DashboardScope, period: DashboardPeriod, today: string): Promise<Dashboard> {
  const before = previousPeriod(period);
  const [days, upcoming, due] = await Promise.all([
    figuresByDay(db, scope.bookings, { from: before.from, to: period.to }),
    upcomingTrips(db, scope.bookings, windowFrom(today, DASHBOARD_UPCOMING_DAYS)).then((rows) => rows.map(listedRow)),
    deadlines(db, scope, windowFrom(today, DASHBOARD_DEADLINE_DAYS)),
  ]);
  return {
    period,
    previousPeriod: before,
    currency: BASE_CURRENCY_CODE,
    ...dashboardFigures(period, days, SERVICE_KEYS),
    upcoming,
    deadlines: due,
  };
}

export const dashboardRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/agency/dashboard',
    { preHandler: requireArea('dashboard'), schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
    async (request) => {
      const viewer = commandScope(currentUser(request));
      const scope: DashboardScope = { bookings: await visibleBookings(db, viewer), proposals: visibleProposals(viewer) };
      return dashboard(db, scope, request.query, isoDay(new Date()));
    },
  );
};
