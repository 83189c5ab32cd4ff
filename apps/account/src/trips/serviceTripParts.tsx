import type { ComponentType } from 'react';
import type { Booking } from '@travel/contracts';
import { Voucher } from '@travel/ui/booking';
import { FlightTripDetail } from './FlightTripDetail';
import { TripSummaryDetail } from './TripSummaryDetail';

type BookingOf<Service extends Booking['service']> = Extract<Booking, { service: Service }>;

/** What only a booking's own service knows how to show in My Trips. */
interface ServiceTripParts<Trip extends Booking> {
  /** The booking's detail on its page (a hotel's voucher, a flight's tickets). */
  Detail: ComponentType<{ booking: Trip }>;
  /** The detail is the printable voucher itself (a flight's e-ticket prints from its confirmation page). */
  printable: boolean;
}

/** By service key; a service without an entry shows its shared summary. */
const SERVICE_TRIP_PARTS: { [Service in Booking['service']]?: ServiceTripParts<BookingOf<Service>> } = {
  hotels: { Detail: Voucher, printable: true },
  flights: { Detail: FlightTripDetail, printable: false },
};

// TypeScript cannot tie a map entry to the booking's own type: the key it was looked up by does.
const partsOf = (booking: Booking) => SERVICE_TRIP_PARTS[booking.service] as ServiceTripParts<Booking> | undefined;

/** The booking's detail here is its printable voucher: My Trips offers to print it. */
export const printableHere = (booking: Booking): boolean => partsOf(booking)?.printable === true;

/** A booking's detail: its service's own, or the summary every service has. */
export function ServiceTripDetail({ booking }: { booking: Booking }) {
  const Detail = partsOf(booking)?.Detail;
  return Detail ? <Detail booking={booking} /> : <TripSummaryDetail booking={booking} />;
}
