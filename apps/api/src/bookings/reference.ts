import { randomInt } from 'node:crypto';

/** No 0/O or 1/I, so a reference read over the phone is not mistaken (BOOKING_REFERENCE_PATTERN). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A whole number from 0 to max - 1: crypto.randomInt, or a seeded stream where the data must be the same every time (the demo seed). */
export type Draw = (max: number) => number;

/** The service's letter and eight random characters: 32^8 (about 10^12) references per service, so a collision is rare and simply retried. */
export function newBookingReference(prefix: string, draw: Draw = randomInt): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[draw(ALPHABET.length)];
  return `${prefix}-${code}`;
}
