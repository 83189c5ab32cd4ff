// Payment Settings (SPEC 2.2 /settings/payment): how an agency takes its travellers' money:
// the gateway that charges cards, the currencies it charges in, and whether wallet credits
// may pay. apps/api/README.md ("Command Center") documents the calls.
import { z } from 'zod';
import { safeText } from '../request-fields.schema';

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD');
const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const paymentSettingsSchema = z.object({
  /** One of the gateways the server has configured (the answer's `choices.gateways`). */
  gateway: safeText().min(1, 'choose a payment gateway').max(64),
  /** The currencies cards are charged in; a booking priced in another one is refused. */
  chargeCurrencies: z.array(currencyCode).min(1, 'charge in at least one currency').max(200).refine(unique, 'expected each currency once'),
  /** Whether travellers may pay with their wallet credits at checkout. */
  walletOffered: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

const choice = z.object({ code: z.string(), name: z.string() });

export const paymentSettingsResponseSchema = z.object({
  settings: paymentSettingsSchema,
  choices: z.object({
    /** The gateways this server can charge through (their names). */
    gateways: z.array(z.string()),
    /** The catalogue's currencies. */
    currencies: z.array(choice),
    /** The currency the built-in catalogue prices and charges in: without it, its bookings cannot be paid by card. */
    catalogueCurrency: currencyCode,
  }),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;
