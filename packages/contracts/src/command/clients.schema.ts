// The Command Center's Clients (issue 22): an agency's travellers as its agents keep them.
// apps/api/README.md ("Command Center") documents the calls.
import { z } from 'zod';
import { leadTravellerSchema } from '../booking-parts.schema';
import { safeText } from '../request-fields.schema';
import { isoDay } from '../stay-window';
import { phoneProblem } from '../traveller-fields';
import { birthDateProblem, CLIENT_LIMITS, normalisedPassport, passportExpiryDayProblem, passportNumberProblem } from './clients';
import { pageQueryFields, pagedListFields, personRefSchema, sortDirectionSchema } from './paging.schema';

const isoDate = z.iso.date();
const optionalText = (max: number) => safeText({ multiline: true }).trim().max(max).default('');

/** What an agent types about a client; names and email are required, the rest may be blank (''). */
export const clientInputSchema = z.object({
  firstName: leadTravellerSchema.shape.firstName,
  lastName: leadTravellerSchema.shape.lastName,
  email: leadTravellerSchema.shape.email.transform((email) => email.toLowerCase()),
  phone: safeText()
    .trim()
    .refine((phone) => phone === '' || phoneProblem(phone) === null, { message: 'expected a phone number with 7 to 15 digits, such as +1 212 555 0100' })
    .default(''),
  dateOfBirth: z
    .union([z.literal(''), isoDate])
    .refine((day) => birthDateProblem(day, isoDay(new Date())) === null, { message: 'expected a date of birth in the past 120 years' })
    .default(''),
  /** ISO 3166-1 alpha-2, or '' for unknown. */
  nationality: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter country code such as NO')]).default(''),
  passportNumber: safeText()
    .refine((passport) => passportNumberProblem(passport) === null, {
      message: `expected ${CLIENT_LIMITS.passportMin} to ${CLIENT_LIMITS.passportMax} letters and digits`,
    })
    .transform(normalisedPassport)
    .default(''),
  passportExpiry: z
    .union([z.literal(''), isoDate])
    .refine((day) => passportExpiryDayProblem(day) === null, { message: 'expected a passport expiry date such as 2031-05-01' })
    .default(''),
  /** Seat, diet, room, loyalty numbers: free text the agent keeps for the next booking. */
  preferences: optionalText(CLIENT_LIMITS.preferencesMax),
  notes: optionalText(CLIENT_LIMITS.notesMax),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportNumber: z.string(),
  passportExpiry: z.string(),
  preferences: z.string(),
  notes: z.string(),
  /** The agent who keeps the client (a SalesAgent sees only their own clients). */
  agent: personRefSchema.nullable(),
  bookings: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_SORTS = ['name', 'email', 'createdAt', 'bookings'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export const clientListQuerySchema = z.object({
  ...pageQueryFields,
  /** Part of a name, an email or a phone number. */
  q: safeText().trim().max(100).optional(),
  agentId: z.uuid().optional(),
  sort: z.enum(CLIENT_SORTS).default('name'),
  dir: sortDirectionSchema.default('asc'),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientListSchema = z.object({ ...pagedListFields, clients: z.array(clientSchema) });
export type ClientList = z.infer<typeof clientListSchema>;

export const clientParamsSchema = z.object({ clientId: z.uuid('expected a client id') });
