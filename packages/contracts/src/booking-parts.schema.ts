// The parts every service's booking shapes share: the reference, the traveller's name and
// contact, the card, the payment and cancellation records, the summary, the common fields of
// a booking. bookings.schema.ts and each service's schema build on them.
import { z } from 'zod';
import { DEAL_LINK_ID_PATTERN } from './command/deal-links';
import { safeText } from './request-fields.schema';
import { emailProblem, personNameProblem, phoneProblem, TRAVELLER_LIMITS } from './traveller-fields';
import { cardDigits, cardNumberProblem, parseExpiry } from './payment-card';
import { BOOKING_REFERENCE_PATTERN } from './bookings';

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD');
const isoDate = z.iso.date();

export const bookingReferenceSchema = z.string().regex(BOOKING_REFERENCE_PATTERN, 'expected a booking reference such as H-7KQ3M9XA: the service\'s letter, a hyphen and eight letters or digits');

const personName = (field: string) =>
  safeText()
    .trim()
    .refine((name) => personNameProblem(name) === null, {
      message: `${field}: letters, spaces, apostrophes and hyphens, at most ${TRAVELLER_LIMITS.nameMax} characters`,
    });

export const guestNameSchema = z.object({ firstName: personName('first name'), lastName: personName('last name') });
export type GuestName = z.infer<typeof guestNameSchema>;

export const leadTravellerSchema = guestNameSchema.extend({
  email: safeText()
    .trim()
    .refine((email) => emailProblem(email) === null, { message: 'expected an email address such as tara@example.com' }),
  phone: safeText()
    .trim()
    .refine((phone) => phoneProblem(phone) === null, { message: 'expected a phone number with 7 to 15 digits, such as +1 212 555 0100' }),
});
export type LeadTraveller = z.infer<typeof leadTravellerSchema>;

/**
 * A booking request's `clientId`: an agent booking for one of the agency's clients (the
 * Command Center's Clients). Only an agent may send it, and only for a client they may see.
 */
export const bookingClientIdSchema = z.uuid('expected a client id from the agency\'s clients').optional();

/**
 * A booking request's `dealLinkId`: the agent's deal link the visitor came through (the page
 * URL's `dealLinkId`). Only a live link of the agency is accepted; the booking names it.
 */
/**
 * A booking request's `proposalItemId`: the client booking an item of an approved proposal
 * (the checkout URL's `proposalItem`). The booking is the proposal's client's and agent's;
 * no account is needed, the proposal being the client's capability.
 */
export const bookingProposalItemIdSchema = z.uuid('expected the id of an item of the proposal').optional();

export const bookingDealLinkIdSchema = z.string().regex(DEAL_LINK_ID_PATTERN, 'expected a deal link id of 10 letters and digits').optional();

export const cardDetailsSchema = z.object({
  /** Spaces and dashes allowed; never stored (the booking keeps brand and last four). */
  number: safeText()
    .refine((n) => cardNumberProblem(n) === null, { message: 'not a valid card number' })
    .transform(cardDigits),
  /** MM/YY; the API refuses an expired card. */
  expiry: safeText().refine((e) => parseExpiry(e) !== undefined, { message: 'expected the expiry as MM/YY' }),
  cvc: z.string().regex(/^\d{3,4}$/, 'expected the 3 or 4 digits on the card'),
  holderName: personName('name on card'),
});
export type CardDetails = z.input<typeof cardDetailsSchema>;

export const bookingPaymentSchema = z.object({
  currency: currencyCode,
  /** Null when the wallet paid everything. */
  card: z.object({ brand: z.string(), last4: z.string(), amount: z.number().int() }).nullable(),
  walletAmount: z.number().int(),
});

export const bookingCancellationResultSchema = z.object({
  at: z.iso.datetime(),
  penalty: z.number().int(),
  refund: z.object({ card: z.number().int(), wallet: z.number().int(), total: z.number().int() }),
  currency: currencyCode,
});

/**
 * What every screen can show of a booking of any service without knowing the service
 * (My Trips, the Command Center): written once when booked, from the service's snapshot.
 */
export const bookingSummarySchema = z.object({
  /** The hotel's name, the route, the car, the activity... */
  title: z.string(),
  /** The room, the airline and flight numbers... */
  subtitle: z.string(),
  /** Where the trip happens, the main place first. */
  places: z.array(z.string()),
  /** The trip's first and last local dates. */
  start: isoDate,
  end: isoDate,
  travellers: z.number().int().min(1),
  /** A picture's URL, or '' for none. */
  thumbnail: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/** What a booking of every service answers besides its own detail. */
export const bookingCommonFields = {
  reference: bookingReferenceSchema,
  status: z.enum(['confirmed', 'cancelled']),
  createdAt: z.iso.datetime(),
  summary: bookingSummarySchema,
  leadTraveller: leadTravellerSchema,
  /** What was charged, in the offer's currency. */
  price: z.object({
    currency: currencyCode,
    baseRate: z.number().int(),
    taxAndFee: z.number().int(),
    totalRate: z.number().int(),
  }),
  /** The currency the traveller was looking at when booking. */
  displayCurrency: currencyCode,
  payment: bookingPaymentSchema,
  cancelled: bookingCancellationResultSchema.nullable(),
};

