// Wayfarer's demo proposals (docs/demo-data.md): one or two in each status a proposal reaches
// before booking, for the agent's and the sales agent's clients, each with hotel and flight
// items priced by the services' own quote (proposal-quote.ts), as the Command Center adds them;
// and a booked one, from a demo booking (seedBookedDemoProposal).
import { eq } from 'drizzle-orm';
import { isoDay, journeyKey, type ProposalOffer, type ProposalStatus } from '@travel/contracts';
import { quoteOffer } from '../command/proposal-quote';
import type { AgencyRow } from '../db/schema-agencies';
import type { BookingRow } from '../db/schema-bookings';
import type { ClientRow } from '../db/schema-command';
import { catalogueCities, hotelRooms, hotels as hotelTable } from '../db/schema-inventory';
import { proposalItems, proposals } from '../db/schema-proposals';
import type { Db } from '../db/types';
import { catalogueHotels } from '../inventory/catalogue/hotels';
import type { HotelBookingDetail } from '../services/hotels/bookable';
import { networkFor } from '../services/flights/network';
import { flightOn } from '../services/flights/schedule';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface DemoItem {
  kind: 'hotel' | 'flight';
  /** A hotel's city, or a flight's route (a direct flight of the day). */
  where: string;
  to?: string;
  inDays: number;
  nights?: number;
}

interface DemoProposal {
  client: string;
  status: Exclude<ProposalStatus, 'booked'>;
  title: string;
  message: string;
  /** Made this many days ago; expires this many days from today (negative: in the past). */
  madeDaysAgo: number;
  expiresInDays: number;
  items: DemoItem[];
  declineReason?: string;
  /** The price rose since it was quoted by this many percent: the drift badge the agent sees. */
  quotedBelowPercent?: number;
}

const DEMO_PROPOSALS: readonly DemoProposal[] = [
  {
    client: 'amara.okafor@example.com',
    status: 'draft',
    title: 'Lisbon in spring',
    message: 'Your usual spring week in Lisbon, with a direct flight from Amsterdam.',
    madeDaysAgo: 1,
    expiresInDays: 14,
    items: [
      { kind: 'flight', where: 'AMS', to: 'LIS', inDays: 45 },
      { kind: 'hotel', where: 'Lisbon', inDays: 45, nights: 5 },
    ],
  },
  {
    client: 'kenji.tanaka@example.jp',
    status: 'sent',
    title: 'Tokyo to Hong Kong, business',
    message: 'Two options for your Hong Kong trip: a direct flight and a quiet hotel on a high floor.',
    madeDaysAgo: 3,
    expiresInDays: 10,
    items: [{ kind: 'flight', where: 'HND', to: 'HKG', inDays: 38 }],
  },
  {
    client: 'sofia.garcia@example.es',
    status: 'viewed',
    title: 'Honeymoon ideas: Paris and Rome',
    message: 'A first idea for the honeymoon: three nights in Paris, then Rome. Prices are as of today; they may move.',
    madeDaysAgo: 6,
    expiresInDays: 5,
    quotedBelowPercent: 8,
    items: [
      { kind: 'hotel', where: 'Paris', inDays: 60, nights: 3 },
      { kind: 'flight', where: 'CDG', to: 'FCO', inDays: 63 },
      { kind: 'hotel', where: 'Rome', inDays: 63, nights: 4 },
    ],
  },
  {
    client: 'priya.sharma@example.in',
    status: 'approved',
    title: 'Family trip to Dubai',
    message: 'Connecting rooms are requested with the hotel.',
    madeDaysAgo: 9,
    expiresInDays: 4,
    items: [{ kind: 'hotel', where: 'Dubai', inDays: 50, nights: 4 }],
  },
  {
    client: 'chloe.dubois@example.fr',
    status: 'declined',
    title: 'Weekend in Barcelona',
    message: '',
    madeDaysAgo: 12,
    expiresInDays: 2,
    declineReason: 'We found a cheaper weekend elsewhere, thank you.',
    items: [
      { kind: 'flight', where: 'CDG', to: 'BCN', inDays: 40 },
      { kind: 'hotel', where: 'Barcelona', inDays: 40, nights: 2 },
    ],
  },
  {
    client: 'lars.nilsen@example.no',
    status: 'sent',
    title: 'Copenhagen to Amsterdam and a canal hotel',
    message: 'As we discussed on the phone: a morning flight and four nights by the canals.',
    madeDaysAgo: 2,
    expiresInDays: 12,
    items: [
      { kind: 'flight', where: 'CPH', to: 'AMS', inDays: 35 },
      { kind: 'hotel', where: 'Amsterdam', inDays: 35, nights: 4 },
    ],
  },
  {
    client: 'omar.haddad@example.com',
    status: 'expired',
    title: 'Berlin for the trade fair',
    message: 'Rooms near the fair go quickly: let me know by Friday.',
    madeDaysAgo: 20,
    expiresInDays: -6,
    items: [{ kind: 'hotel', where: 'Berlin', inDays: 30, nights: 3 }],
  },
];

/** The offer an item names: the city's first room type that sleeps two, or the day's first direct flight. */
async function offerOf(tx: Db, item: DemoItem, today: number): Promise<ProposalOffer | null> {
  const start = isoDay(new Date(today + item.inDays * DAY_MS));
  if (item.kind === 'hotel') {
    const [room] = await tx
      .select({ hotelId: hotelRooms.hotelId, roomId: hotelRooms.id, minNights: hotelRooms.minNights })
      .from(hotelRooms)
      .innerJoin(hotelTable, eq(hotelTable.id, hotelRooms.hotelId))
      .innerJoin(catalogueCities, eq(catalogueCities.id, hotelTable.cityId))
      .where(eq(catalogueCities.name, item.where))
      .orderBy(hotelRooms.id)
      .limit(1);
    if (!room) return null;
    const nights = Math.max(room.minNights, item.nights ?? 2);
    const checkOut = isoDay(new Date(today + (item.inDays + nights) * DAY_MS));
    return { service: 'hotels', offer: { hotelId: room.hotelId, roomId: room.roomId, checkIn: start, checkOut, rooms: [{ adults: 2, childAges: [] }], currency: 'USD' } };
  }
  const network = await networkFor(tx);
  const plan = network.plansBetween(item.where, item.to ?? '').find((candidate) => flightOn(candidate, start) !== null);
  if (!plan) return null;
  return {
    service: 'flights',
    offer: { outbound: journeyKey([{ flight: plan.number, date: start }]), cabin: 'economy', brand: 'standard', currency: 'EUR', passengers: { adults: 2, children: 0, infants: 0 } },
  };
}

/** Wayfarer's demo proposals for the demo clients the seed just wrote (a client it did not write is skipped). Deterministic for a given day. */
export async function seedDemoProposals(tx: Db, agency: AgencyRow, demoClients: readonly ClientRow[], now: Date): Promise<void> {
  const today = Date.parse(`${isoDay(now)}T00:00:00Z`);
  const hotels = catalogueHotels(tx);
  const byEmail = new Map(demoClients.map((client) => [client.email, client]));
  for (const demo of DEMO_PROPOSALS) {
    const client = byEmail.get(demo.client);
    if (!client) continue;
    const made = new Date(today - demo.madeDaysAgo * DAY_MS + 10 * HOUR_MS);
    const sent = demo.status === 'draft' ? null : new Date(made.getTime() + HOUR_MS);
    const viewed = ['viewed', 'approved', 'declined'].includes(demo.status) ? new Date(made.getTime() + DAY_MS) : null;
    const decided = demo.status === 'approved' || demo.status === 'declined' ? new Date(made.getTime() + 2 * DAY_MS) : null;
    const [proposal] = await tx
      .insert(proposals)
      .values({
        agencyId: agency.id,
        agentId: client.agentId,
        clientId: client.id,
        title: demo.title,
        message: demo.message,
        expiresAt: new Date(today + demo.expiresInDays * DAY_MS + 18 * HOUR_MS),
        status: demo.status,
        declineReason: demo.declineReason ?? '',
        sentAt: sent,
        viewedAt: viewed,
        decidedAt: decided,
        createdAt: made,
        updatedAt: decided ?? viewed ?? sent ?? made,
      })
      .returning({ id: proposals.id });
    let position = 0;
    for (const item of demo.items) {
      const offer = await offerOf(tx, item, today);
      const quote = offer && (await quoteOffer(tx, hotels, agency, offer));
      if (!offer || !quote || quote.unavailable !== undefined) continue;
      position += 1;
      const quoted = demo.quotedBelowPercent ? Math.round((quote.total * 100) / (100 + demo.quotedBelowPercent)) : quote.total;
      await tx.insert(proposalItems).values({
        proposalId: proposal!.id,
        position,
        service: offer.service,
        offer: offer.offer,
        summary: quote.summary,
        quotedTotal: quoted,
        currency: quote.currency,
        currentTotal: quote.total,
        availability: quoted === quote.total ? 'available' : 'changed',
        requotedAt: now,
        createdAt: made,
      });
    }
  }
}

/**
 * The booked demo proposal: made from one of the seed's hotel bookings (`booked`: none cancelled) for a client
 * an agent keeps (a stay still ahead, booked in dollars), as if that client had booked it from
 * the proposal: approved two days after it was sent, booked when the booking was made.
 */
export async function seedBookedDemoProposal(tx: Db, agency: AgencyRow, demoClients: readonly ClientRow[], booked: readonly BookingRow[], now: Date): Promise<void> {
  const today = isoDay(now);
  const kept = new Map(demoClients.filter((client) => client.agentId !== null).map((client) => [client.id, client]));
  const booking = booked.find((row) => row.service === 'hotels' && row.startDate > today && row.displayCurrency === 'USD' && row.clientId !== null && kept.has(row.clientId));
  const client = booking?.clientId ? kept.get(booking.clientId) : undefined;
  if (!booking || !client) return;
  const detail = booking.detail as unknown as HotelBookingDetail;
  const made = new Date(booking.createdAt.getTime() - 3 * DAY_MS);
  const [proposal] = await tx
    .insert(proposals)
    .values({
      agencyId: agency.id,
      agentId: client.agentId,
      clientId: client.id,
      title: `${booking.summary.title}, as you asked`,
      message: 'The room you liked, for your dates. Book it from this page when you are ready.',
      expiresAt: new Date(made.getTime() + 10 * DAY_MS),
      status: 'booked',
      sentAt: new Date(made.getTime() + HOUR_MS),
      viewedAt: new Date(made.getTime() + DAY_MS),
      decidedAt: new Date(made.getTime() + 2 * DAY_MS),
      createdAt: made,
      updatedAt: booking.createdAt,
    })
    .returning({ id: proposals.id });
  await tx.insert(proposalItems).values({
    proposalId: proposal!.id,
    position: 1,
    service: 'hotels',
    offer: { hotelId: detail.hotelId, roomId: detail.roomId, checkIn: booking.startDate, checkOut: booking.endDate, rooms: detail.rooms, currency: 'USD' },
    summary: booking.summary,
    quotedTotal: booking.totalRate,
    currency: 'USD',
    currentTotal: booking.totalRate,
    availability: 'available',
    requotedAt: booking.createdAt,
    bookingId: booking.id,
    createdAt: made,
  });
}
