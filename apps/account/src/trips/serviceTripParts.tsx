import type { ComponentType } from 'react';
import type { Booking } from '@travel/contracts';
import { CancellationPolicy, FareBrandRules, Voucher } from '@travel/ui/booking';
import { FlightTripDetail } from './FlightTripDetail';
import { TripSummaryDetail } from './TripSummaryDetail';

type BookingOf<Service extends Booking['service']> = Extract<Booking, { service: Service }>;

/** What only a booking's own service knows how to show in My Trips. */
interface ServiceTripParts<Trip extends Booking> {
  /** The booking's detail on its page (a hotel's voucher, a flight's tickets). */
  Detail: ComponentType<{ booking: Trip }>;
  /** The detail is the printable voucher itself (a flight's e-ticket prints from its confirmation page). */
  printable: boolean;
  /** Its cancellation terms as booked, in the cancellation dialog. */
  Policy?: ComponentType<{ booking: Trip }>;
}

/** By service key; a service without an entry shows its shared summary and no terms of its own. */
const SERVICE_TRIP_PARTS: { [Service in Booking['service']]?: ServiceTripParts<BookingOf<Service>> } = {
  hotels: { Detail: Voucher, Policy: HotelPolicy, printable: true },
  flights: { Detail: FlightTripDetail, Policy: FlightPolicy, printable: false },
};

function FlightPolicy({ booking }: { booking: BookingOf<'flights'> }) {
  return <FareBrandRules brand={booking.brand} rules={['refund']} />;
}

function HotelPolicy({ booking }: { booking: BookingOf<'hotels'> }) {
  return <CancellationPolicy policy={booking.cancellation} />;
}

// TypeScript cannot tie a map entry to the booking's own type: the key it was looked up by does.
const partsOf = (booking: Booking) => SERVICE_TRIP_PARTS[booking.service] as ServiceTripParts<Booking> | undefined;

/** The booking's detail here is its printable voucher: My Trips offers to print it. */
export const printableHere = (booking: Booking): boolean => partsOf(booking)?.printable === true;

/** A booking's detail: its service's own, or the summary every service has. */
export function ServiceTripDetail({ booking }: { booking: Booking }) {
  const Detail = partsOf(booking)?.Detail;
  return Detail ? <Detail booking={booking} /> : <TripSummaryDetail booking={booking} />;
}

/** A booking's cancellation terms as booked, where its service has them. */
export function BookedPolicy({ booking }: { booking: Booking }) {
  const Policy = partsOf(booking)?.Policy;
  return Policy ? <Policy booking={booking} /> : null;
}
