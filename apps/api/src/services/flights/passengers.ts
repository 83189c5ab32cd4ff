import type { FlightPassenger, TicketedPassenger } from '@travel/contracts';

const PASSPORT_FIELDS = ['nationality', 'passportNumber', 'passportExpiry'] as const;

/**
 * What the schema cannot know: a trip across a border needs every passenger's nationality,
 * passport number and expiry. Issues in the schema errors' form ('body.passengers.0.passportNumber: …').
 */
export function passportIssues(passengers: readonly FlightPassenger[], international: boolean): string[] {
  if (!international) return [];
  return passengers.flatMap((passenger, i) =>
    PASSPORT_FIELDS.filter((field) => passenger[field] === undefined).map((field) => `body.passengers.${i}.${field}: required for an international trip`),
  );
}

/** A passenger as the booking keeps them: the whole passport number, for the airline. */
export type StoredPassenger = TicketedPassenger;

export function storedPassenger(passenger: FlightPassenger, ticketNumber: string): StoredPassenger {
  return {
    type: passenger.type,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    dateOfBirth: passenger.dateOfBirth,
    gender: passenger.gender,
    nationality: passenger.nationality ?? null,
    passportNumber: passenger.passportNumber ?? null,
    passportExpiry: passenger.passportExpiry ?? null,
    ticketNumber,
  };
}

/** Only the last three characters of a passport number are ever sent back. */
export const maskedPassport = (passportNumber: string | null): string | null => (passportNumber === null ? null : `•••••${passportNumber.slice(-3)}`);
