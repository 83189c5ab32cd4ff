import type { FlightPassenger } from '@travel/contracts';

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
