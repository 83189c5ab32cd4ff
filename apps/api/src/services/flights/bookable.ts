import {
  type BookingSummary,
  type FareBrand,
  type FlightCabin,
  type FlightPassenger,
  isoDay,
  type Journey,
  maskedPassport,
  seatsTaken,
  serviceByKey,
  type TicketedPassenger,
  ticketedPassenger,
} from '@travel/contracts';
import type { BookingRow } from '../../db/schema-bookings';
import type { Bookable, PricedSelection } from '../../bookings/bookable';
import type { Draw } from '../../bookings/reference';
import { bookingErrors } from '../../bookings/booking-errors';
import { moneyText } from '../../bookings/money-text';
import { BASE_CURRENCY_CODE } from '../../inventory/catalogue-currency';
import { journeyView } from './journeys';
import type { FlightOffer } from './offer';
import { brandIn } from './pricing';
import { releaseSeats, reserveSeats, type SeatLeg } from './seats';
import { newPnr, newTicketNumbers } from './tickets';

/** What a flight booking keeps of what was booked (the ledger's `detail`). */
export interface FlightBookingDetail {
  pnr: string;
  cabin: FlightCabin;
  outbound: Journey;
  inbound: Journey | null;
  /** As booked, its fees in the charge currency. */
  brand: FareBrand;
  passengers: TicketedPassenger[];
  /** The seat ledger's rows the booking holds, and how many seats on each. */
  seats: SeatLeg[];
  seatCount: number;
}

/** The refund rule as booked; the fee is per passenger with a seat, in the charge currency. */
export interface FlightBookingTerms {
  refund: FareBrand['refund'];
  cancellationFee: number;
  seatedPassengers: number;
}

// The ledger's jsonb holds what the snapshot below wrote.
const detailOf = (booking: Pick<BookingRow, 'detail'>): FlightBookingDetail => booking.detail as unknown as FlightBookingDetail;
const termsOf = (booking: Pick<BookingRow, 'terms'>): FlightBookingTerms => booking.terms as unknown as FlightBookingTerms;

const flightNumbers = (journey: Journey): string[] => journey.segments.map((segment) => segment.flightNumber);

/** What every screen shows of the trip: 'Oslo → London', the airline and flight numbers, the dates, the airline's badge. */
function flightSummary(outbound: Journey, inbound: Journey | null, travellers: number, start: string, end: string): BookingSummary {
  const first = outbound.segments[0]!;
  const last = outbound.segments[outbound.segments.length - 1]!;
  const segments = [...outbound.segments, ...(inbound?.segments ?? [])];
  const airlines = [...new Set(segments.map((segment) => segment.airline.name))];
  return {
    title: `${first.from.city} → ${last.to.city}`,
    subtitle: `${airlines.join(', ')} · ${[...flightNumbers(outbound), ...(inbound ? flightNumbers(inbound) : [])].join(', ')}`,
    places: [last.to.city, first.from.city],
    start,
    end,
    travellers,
    thumbnail: first.airline.logo,
  };
}

/**
 * The last day a fare is cancelled free of charge: a fully refundable (Flex) one, the day
 * before its first flight (flightBookable.cancellation); null for the others, or when that
 * day is already behind `today`.
 */
export function freeCancellationUntil(refund: FareBrand['refund'], start: string, today: string): string | null {
  const dayBefore = isoDay(new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000));
  return refund === 'full' && dayBefore >= today ? dayBefore : null;
}

/** The trip's first and last local dates. */
function tripDates(offer: Pick<FlightOffer, 'outbound' | 'inbound'>): { start: string; end: string } {
  const flights = [...offer.outbound, ...(offer.inbound ?? [])];
  const start = flights[0]!.departureLocal.slice(0, 10);
  const lastArrival = flights[flights.length - 1]!.arrivalLocal.slice(0, 10);
  // Westwards over the date line a trip can land on the day before it left.
  return { start, end: lastArrival > start ? lastArrival : start };
}

/** What every screen shows of the trip before it is booked (a proposal's item): everyone of the party travels, infants too. */
export function flightOfferSummary(offer: FlightOffer): BookingSummary {
  const { start, end } = tripDates(offer);
  const { adults, children, infants } = offer.counts;
  return flightSummary(journeyView(offer.outbound), offer.inbound ? journeyView(offer.inbound) : null, adults + children + infants, start, end);
}

/** The trip, priced now, with its passengers ticketed (PNR and e-tickets drawn by `draw`: random unless seeded), as the core books it. */
export function flightSelection(offer: FlightOffer, passengers: readonly FlightPassenger[], draw?: Draw): PricedSelection {
  const outbound = journeyView(offer.outbound);
  const inbound = offer.inbound ? journeyView(offer.inbound) : null;
  const validating = offer.outbound[0]!.plan.airline;
  const tickets = newTicketNumbers(validating.ticketingCode, passengers.length, draw);
  const seatCount = seatsTaken(offer.counts);
  const { start, end } = tripDates(offer);
  const detail: FlightBookingDetail = {
    pnr: newPnr(draw),
    cabin: offer.cabin,
    outbound,
    inbound,
    brand: brandIn(offer.brand, BASE_CURRENCY_CODE, (usd) => usd),
    passengers: passengers.map((passenger, i) => ticketedPassenger(passenger, tickets[i]!)),
    seats: offer.seats,
    seatCount,
  };
  const terms: FlightBookingTerms = { refund: offer.brand.refund, cancellationFee: offer.brand.cancellationFee, seatedPassengers: seatCount };
  return {
    charge: offer.charge,
    markup: offer.markup,
    description: `${outbound.segments.map((segment) => segment.flightNumber).join(', ')} ${start}`,
    snapshot: {
      start,
      end,
      summary: flightSummary(outbound, inbound, passengers.length, start, end),
      detail: { ...detail },
      terms: { ...terms },
      freeCancellationUntil: freeCancellationUntil(offer.brand.refund, start, isoDay(new Date())),
    },
  };
}

/** Flights in the booking core: seats are the inventory; the brand's refund rule is the cancellation policy. */
export const flightBookable: Bookable = {
  service: 'flights',
  prefix: serviceByKey('flights').referencePrefix,
  soldOut: bookingErrors.fareSoldOut,

  async hold(tx, booking) {
    const { cabin, seats, seatCount } = detailOf(booking);
    return reserveSeats(tx, cabin, seats, seatCount);
  },

  async release(tx, booking) {
    const { cabin, seats, seatCount } = detailOf(booking);
    await releaseSeats(tx, cabin, seats, seatCount);
  },

  cancellation(booking, today) {
    if (today >= booking.startDate) {
      return { cancellable: false, reason: `The first flight left on ${booking.startDate}: a booking can be cancelled online only before the day of the first flight.` };
    }
    const terms = termsOf(booking);
    const total = moneyText(booking.totalRate, booking.currency);
    switch (terms.refund) {
      case 'full':
        return { cancellable: true, penalty: 0, explain: (refund) => `This Flex fare is fully refundable: cancelling now refunds the whole ${total}, ${refund}.` };
      case 'fee': {
        const penalty = Math.min(terms.cancellationFee * terms.seatedPassengers, booking.baseRate);
        const fee = moneyText(penalty, booking.currency);
        return { cancellable: true, penalty, explain: (refund) => `This fare costs ${fee} to cancel: cancelling now refunds ${refund || 'nothing'}.` };
      }
      case 'taxesOnly': {
        const penalty = booking.totalRate - booking.taxAndFee;
        const taxes = moneyText(booking.taxAndFee, booking.currency);
        return { cancellable: true, penalty, explain: (refund) => `This Basic fare is not refundable; only the taxes (${taxes}) come back: ${refund || 'nothing'}.` };
      }
    }
  },

  view(booking, common) {
    const detail = detailOf(booking);
    return {
      ...common,
      service: 'flights',
      pnr: detail.pnr,
      outbound: detail.outbound,
      inbound: detail.inbound,
      brand: detail.brand,
      passengers: detail.passengers.map((passenger) => ({ ...passenger, passportNumber: maskedPassport(passenger.passportNumber) })),
    };
  },
};
