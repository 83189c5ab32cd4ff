// The flight checkout's own fields beside the kit's: every passenger as in their passport.
// Pure: which message each field shows (the contracts' passenger rules, on the days of the
// trip's flights), which API paths name them, and the booking request of one press of Pay.
import {
  PASSENGER_GENDERS,
  dateOfBirthIssue,
  passportExpiryProblem,
  type Client,
  type FlightBookingRequest,
  type FlightQuote,
  type PassengerCounts,
  type PassengerType,
} from '@travel/contracts';
import { collectErrors, personNameError, type BookingAttempt, type BookingOrigin, type CheckoutOptions, type FieldErrors } from '@travel/ui/booking';

export type PassengerGender = (typeof PASSENGER_GENDERS)[number];

export interface PassengerValues {
  type: PassengerType;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as a date input gives it; '' until chosen. */
  dateOfBirth: string;
  gender: PassengerGender | '';
  /** ISO country code; the passport fields only count on an international trip. */
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
}

export interface PassengerDetails {
  passengers: PassengerValues[];
}

/** What the passengers are checked against: the trip's first and last flight days, and whether passports are needed. */
export interface TripDays {
  first: string;
  last: string;
  international: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/i;
/** Messages of the flights namespace, through the kit's fields (which translate in the checkout namespace). */
const message = (key: string) => `flights:checkout.errors.${key}`;

/** Adults first, then children, then infants: the order the legends number them in. */
export function emptyPassengers({ adults, children, infants }: PassengerCounts): PassengerDetails {
  const blank = (type: PassengerType): PassengerValues => ({ type, firstName: '', lastName: '', dateOfBirth: '', gender: '', nationality: '', passportNumber: '', passportExpiry: '' });
  const many = (type: PassengerType, count: number) => Array.from({ length: count }, () => blank(type));
  return { passengers: [...many('adult', adults), ...many('child', children), ...many('infant', infants)] };
}

function dateOfBirthError(passenger: PassengerValues, days: TripDays): string | undefined {
  if (passenger.dateOfBirth === '') return message('dateOfBirth.required');
  if (!ISO_DAY.test(passenger.dateOfBirth)) return message('dateOfBirth.invalid');
  const issue = dateOfBirthIssue(passenger.type, passenger.dateOfBirth, days.first, days.last);
  if (issue === 'otherType') return message(`dateOfBirth.otherType.${passenger.type}`);
  return issue ? message(`dateOfBirth.${issue}`) : undefined;
}

function passportErrors(passenger: PassengerValues, days: TripDays): Array<[string, string | undefined]> {
  const expiry = (): string | undefined => {
    if (passenger.passportExpiry === '') return message('passportExpiry.required');
    if (!ISO_DAY.test(passenger.passportExpiry)) return message('passportExpiry.invalid');
    return passportExpiryProblem(passenger.passportExpiry, days.last) ? message('passportExpiry.beforeLastFlight') : undefined;
  };
  const number = passenger.passportNumber.trim();
  return [
    ['nationality', passenger.nationality === '' ? message('nationality.required') : undefined],
    ['passportNumber', number === '' ? message('passportNumber.required') : PASSPORT_NUMBER.test(number) ? undefined : message('passportNumber.invalid')],
    ['passportExpiry', expiry()],
  ];
}

export function passengerErrors({ passengers }: PassengerDetails, days: TripDays): FieldErrors {
  return collectErrors(
    passengers.flatMap((passenger, i) =>
      (
        [
          ['firstName', personNameError(passenger.firstName)],
          ['lastName', personNameError(passenger.lastName)],
          ['dateOfBirth', dateOfBirthError(passenger, days)],
          ['gender', passenger.gender === '' ? message('gender.required') : undefined],
          ...(days.international ? passportErrors(passenger, days) : []),
        ] satisfies Array<[string, string | undefined]>
      ).map(([field, error]): [string, string | undefined] => [`passengers.${i}.${field}`, error]),
    ),
  );
}

const PASSENGER_FIELD_PATH = /^passengers\.\d+\.(firstName|lastName|dateOfBirth|gender|nationality|passportNumber|passportExpiry)$/;

/** The API's passenger paths (passengers.1.dateOfBirth) are the form's own. */
export const passengerFieldPath = (apiPath: string): string | undefined => (PASSENGER_FIELD_PATH.test(apiPath) ? apiPath : undefined);

/** The days a quote's passengers are checked against. */
export function tripDaysOf(quote: Pick<FlightQuote, 'outbound' | 'inbound' | 'international' | 'lastFlightDate'>): TripDays {
  return { first: quote.outbound.segments[0]!.departure.slice(0, 10), last: quote.lastFlightDate, international: quote.international };
}

/** The client an agent books for as the first adult, as far as their record knows them (blank where it does not; their gender it never does). */
export function withClientAsFirstAdult({ passengers }: PassengerDetails, client: Client): PassengerDetails {
  const first = passengers.findIndex((passenger) => passenger.type === 'adult');
  const { firstName, lastName, dateOfBirth, nationality, passportNumber, passportExpiry } = client;
  return { passengers: passengers.map((passenger, i) => (i === first ? { ...passenger, firstName, lastName, dateOfBirth, nationality, passportNumber, passportExpiry } : passenger)) };
}

/** What the shared checkout needs to hold and check the passengers of a trip. */
export const passengerFields = (counts: PassengerCounts, days: TripDays): CheckoutOptions<PassengerDetails>['fields'] => ({
  initial: emptyPassengers(counts),
  errors: (details) => passengerErrors(details, days),
  forClient: withClientAsFirstAdult,
  pathOf: passengerFieldPath,
});

/** One press of Pay as the flight booking request: the quoted trip, at the total shown, for the passengers typed, from where the booking comes (a deal link, a proposal, a client). */
export function flightBookingRequest(quote: FlightQuote, { values, payment }: BookingAttempt<PassengerDetails>, currency: string, origin: BookingOrigin = {}): FlightBookingRequest {
  return {
    outbound: quote.outbound.key,
    ...(quote.inbound ? { inbound: quote.inbound.key } : {}),
    cabin: quote.brand.cabin,
    brand: quote.brand.brand,
    currency,
    expectedTotal: quote.charge.totalRate,
    passengers: values.extra.passengers.map(({ nationality, passportNumber, passportExpiry, gender, ...passenger }) => ({
      ...passenger,
      gender: gender || 'unspecified',
      ...(quote.international ? { nationality, passportNumber: passportNumber.trim(), passportExpiry } : {}),
    })),
    leadTraveller: { ...values.lead },
    payment,
    acceptTerms: true,
    ...origin,
  };
}
