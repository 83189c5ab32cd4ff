import type { ComponentType } from 'react';
import type { Booking } from '@travel/contracts';
import { FareBrandRules } from '../flights/FareBrandRules';
import { CancellationPolicy } from './CancellationPolicy';

type BookingOf<Service extends Booking['service']> = Extract<Booking, { service: Service }>;

function HotelPolicy({ booking }: { booking: BookingOf<'hotels'> }) {
  return <CancellationPolicy policy={booking.cancellation} />;
}

function FlightPolicy({ booking }: { booking: BookingOf<'flights'> }) {
  return <FareBrandRules brand={booking.brand} rules={['refund']} />;
}

/** A service's cancellation terms as booked, by service key; a service without an entry has none of its own. */
const POLICIES: { [Service in Booking['service']]?: ComponentType<{ booking: BookingOf<Service> }> } = {
  hotels: HotelPolicy,
  flights: FlightPolicy,
};

/** A booking's cancellation terms as booked, where its service has them (the cancellation dialog shows them beside the refund). */
export function BookedPolicy({ booking }: { booking: Booking }) {
  // TypeScript cannot tie a map entry to the booking's own type: the key it was looked up by does.
  const Policy = POLICIES[booking.service] as ComponentType<{ booking: Booking }> | undefined;
  return Policy ? <Policy booking={booking} /> : null;
}
