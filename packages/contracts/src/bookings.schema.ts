// Request and response shapes of the hotel checkout (quote, book), and of every service's
// confirmation and My Trips (list, detail, cancellation). apps/api/README.md ("Bookings") documents them.
//
// Two currencies: the offer's charge currency (what the card and the wallet pay, USD for the
// built-in catalogue) and the traveller's display currency (what the pages show). Every
// amount is integer minor units of the currency named beside it.
import { z } from 'zod';
import { ratesSchema } from './deals.schema';
import { checkInDateSchema, hotelCancellationSchema, hotelRoomsSchema, hotelStaySchema } from './hotels.schema';
import { dbIdSchema, safeText } from './request-fields.schema';
import { TRAVELLER_LIMITS } from './traveller-fields';
import { bookingClientIdSchema, bookingDealLinkIdSchema, bookingProposalItemIdSchema, bookingCommonFields, bookingReferenceSchema, cardDetailsSchema, guestNameSchema, leadTravellerSchema } from './booking-parts.schema';
import { flightBookingSchema } from './services/flights/schema';

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD');
const isoDate = z.iso.date();

/** What the checkout prices and books: one room type, one room of it per requested room. */
const hotelSelection = {
  hotelId: dbIdSchema,
  roomId: dbIdSchema,
  checkIn: checkInDateSchema,
  /** Over 60 nights is capped to 60, as the search does (SPEC 5). */
  checkOut: isoDate,
  rooms: hotelRoomsSchema,
  /** The display currency; the charge is in the offer's currency. */
  currency: currencyCode.default('USD'),
};

export const hotelQuoteRequestSchema = z
  .object(hotelSelection)
  .refine((q) => q.checkOut > q.checkIn, { message: 'check-out must be after check-in', path: ['checkOut'] });
export type HotelQuoteRequest = z.input<typeof hotelQuoteRequestSchema>;

export const bookedHotelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stars: z.number().int(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  heroImage: z.string(),
});

export const bookedRoomSchema = z.object({ roomId: z.number().int(), name: z.string(), board: z.string() });

/**
 * The checkout's fresh price (never from a cache): availability now, the charge in the offer's
 * currency, the same in the display currency, the cancellation policy, and the wallet
 * credits the signed-in traveller could use (in the charge currency).
 */
export const hotelQuoteSchema = z.object({
  hotel: bookedHotelSchema,
  room: bookedRoomSchema,
  stay: hotelStaySchema,
  rooms: hotelRoomsSchema,
  /** Rooms of this type left for every night of the stay. */
  available: z.number().int(),
  /** The rooms fit the party, enough are left and the stay is long enough. */
  bookable: z.boolean(),
  /** Why not, in English, when not bookable. */
  unavailableReason: z.string().optional(),
  charge: ratesSchema,
  display: ratesSchema,
  cancellation: hotelCancellationSchema,
  /** Null for an anonymous visitor or an account without a wallet or credits. */
  wallet: z.object({ balance: z.number().int(), currency: currencyCode }).nullable(),
});
export type HotelQuote = z.infer<typeof hotelQuoteSchema>;

export const hotelBookingRequestSchema = z
  .object({
    ...hotelSelection,
    /** quote.charge.totalRate as shown to the traveller; anything else answers PRICE_CHANGED. */
    expectedTotal: z.number().int().min(0),
    leadTraveller: leadTravellerSchema,
    /** The name each room is held under, one per requested room (the first is usually the lead traveller). */
    guests: z.array(guestNameSchema).min(1),
    specialRequests: safeText({ multiline: true }).max(TRAVELLER_LIMITS.specialRequestsMax).default(''),
    payment: z.object({
      /** Pay with wallet credits first (signed-in travellers with a wallet). */
      useWallet: z.boolean().default(false),
      /** Required unless the wallet covers the whole total. */
      card: cardDetailsSchema.optional(),
    }),
    acceptTerms: z.literal(true, { error: 'the booking terms must be accepted' }),
    clientId: bookingClientIdSchema,
    dealLinkId: bookingDealLinkIdSchema,
    proposalItemId: bookingProposalItemIdSchema,
  })
  .refine((b) => b.checkOut > b.checkIn, { message: 'check-out must be after check-in', path: ['checkOut'] })
  .refine((b) => b.guests.length === b.rooms.length, { message: 'one guest name per room', path: ['guests'] });
export type HotelBookingRequest = z.input<typeof hotelBookingRequestSchema>;

export const hotelBookingSchema = z.object({
  ...bookingCommonFields,
  service: z.literal('hotels'),
  hotel: bookedHotelSchema,
  room: bookedRoomSchema,
  stay: hotelStaySchema,
  rooms: hotelRoomsSchema,
  guests: z.array(guestNameSchema),
  specialRequests: z.string(),
  /** The policy as booked. */
  cancellation: hotelCancellationSchema,
});
export type HotelBooking = z.infer<typeof hotelBookingSchema>;

/** A booking of any service: the shared fields, and the service's own by `service`. */
export const bookingSchema = z.discriminatedUnion('service', [hotelBookingSchema, flightBookingSchema]);
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });
export type BookingList = z.infer<typeof bookingListSchema>;

export const bookingParamsSchema = z.object({ reference: bookingReferenceSchema });

/** A booking made without an account is found with its lead traveller's email. */
export const bookingLookupQuerySchema = z.object({ email: safeText().trim().max(TRAVELLER_LIMITS.emailMax).optional() });

/** What cancelling would cost and give back now, before the traveller confirms. */
export const cancellationQuoteSchema = z.object({
  reference: bookingReferenceSchema,
  cancellable: z.boolean(),
  /** Why not, in English, when not cancellable. */
  reason: z.string().optional(),
  penalty: z.number().int(),
  refund: z.object({ card: z.number().int(), wallet: z.number().int(), total: z.number().int() }),
  currency: currencyCode,
  explanation: z.string(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const cancelBookingRequestSchema = z.object({
  /** cancellationQuote.refund.total as confirmed by the traveller; anything else answers REFUND_CHANGED. */
  expectedRefund: z.number().int().min(0),
});
export type CancelBookingRequest = z.infer<typeof cancelBookingRequestSchema>;
