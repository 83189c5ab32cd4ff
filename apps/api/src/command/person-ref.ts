import type { PersonRef } from '@travel/contracts';

/** An agent or a client as a row names them; null when the row names none (or the account is gone). */
export function personRef(id: string | null, firstName: string | null, lastName: string | null): PersonRef | null {
  return id === null || firstName === null ? null : { id, name: `${firstName} ${lastName ?? ''}`.trim() };
}
