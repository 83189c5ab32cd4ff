// The hotel checkout's own fields beside the kit's: the name each further room is held under,
// and special requests. Pure: which message each shows, and which API paths name them.
import { specialRequestsProblem } from '@travel/contracts';
import { collectErrors, personNameError, type CheckoutOptions, type FieldErrors, type PersonName } from '@travel/ui/booking';

export interface StayDetails {
  /** Rooms 2, 3...: room 1 is held under the lead traveller's name. */
  otherGuests: PersonName[];
  specialRequests: string;
}

export const emptyStayDetails = (rooms: number): StayDetails => ({
  otherGuests: Array.from({ length: rooms - 1 }, () => ({ firstName: '', lastName: '' })),
  specialRequests: '',
});

export function stayDetailsErrors({ otherGuests, specialRequests }: StayDetails): FieldErrors {
  const requests = specialRequestsProblem(specialRequests);
  return collectErrors([
    ...otherGuests.flatMap((guest, i): Array<[string, string | undefined]> => [
      [`otherGuests.${i}.firstName`, personNameError(guest.firstName)],
      [`otherGuests.${i}.lastName`, personNameError(guest.lastName)],
    ]),
    ['specialRequests', requests ? `errors.specialRequests.${requests}` : undefined],
  ]);
}

/** The API's guest and request paths (guests.1.lastName, specialRequests) as the form names them: guest 0 is the lead traveller. */
export function stayFieldPath(apiPath: string): string | undefined {
  const [first, second, third] = apiPath.split('.');
  if (first === 'guests' && second !== undefined && third) return Number(second) === 0 ? `lead.${third}` : `otherGuests.${Number(second) - 1}.${third}`;
  if (first === 'specialRequests') return first;
  return undefined;
}

/** What the shared checkout needs to hold and check a stay's own fields. */
export const stayFields = (rooms: number): CheckoutOptions<StayDetails>['fields'] => ({
  initial: emptyStayDetails(rooms),
  errors: stayDetailsErrors,
  pathOf: stayFieldPath,
});
