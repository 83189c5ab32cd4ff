import type { FlightPassenger, TicketedPassenger } from './schema';

/** A passenger of a booking request with their e-ticket: the whole passport number, as the airline needs it. */
export const ticketedPassenger = (passenger: FlightPassenger, ticketNumber: string): TicketedPassenger => ({
  type: passenger.type,
  firstName: passenger.firstName,
  lastName: passenger.lastName,
  dateOfBirth: passenger.dateOfBirth,
  gender: passenger.gender,
  nationality: passenger.nationality ?? null,
  passportNumber: passenger.passportNumber ?? null,
  passportExpiry: passenger.passportExpiry ?? null,
  ticketNumber,
});

/** Only the last three characters of a passport number are ever sent back. */
export const maskedPassport = (passportNumber: string | null): string | null => (passportNumber === null ? null : `•••••${passportNumber.slice(-3)}`);
