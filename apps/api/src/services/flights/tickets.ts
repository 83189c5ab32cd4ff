import { randomInt } from 'node:crypto';
import type { Draw } from '../../bookings/reference';

/** PNR_PATTERN's letters and digits: no 0/O or 1/I, so a locator read over the phone is not mistaken. */
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A six-character record locator (PNR_PATTERN). */
export function newPnr(draw: Draw = randomInt): string {
  let pnr = '';
  for (let i = 0; i < 6; i += 1) pnr += PNR_ALPHABET[draw(PNR_ALPHABET.length)];
  return pnr;
}

/** `count` different e-ticket numbers (E_TICKET_PATTERN): the airline's three-digit accounting code and ten random digits each. */
export function newTicketNumbers(ticketingCode: string, count: number, draw: Draw = randomInt): string[] {
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(`${ticketingCode}${String(draw(10_000_000_000)).padStart(10, '0')}`);
  return [...numbers];
}
