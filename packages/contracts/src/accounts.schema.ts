// Request and response shapes of the accounts calls (issue 3). apps/api/README.md
// ("Accounts and authentication") documents each route with these payloads.
import { z } from 'zod';
import { LANGUAGE_CODES } from './agency';
import { ACCOUNT_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_NUMBER_MAX_LENGTH } from './accounts';
import { coordinateTextSchema, safeText } from './request-fields.schema';

/** Trimmed and lower-cased before validation, so lookups and uniqueness ignore case. */
export const emailSchema = safeText().trim().toLowerCase().pipe(z.email().max(254));

/** A person's name: the rule of accountNameProblem. */
const nameSchema = safeText().trim().min(1).max(ACCOUNT_NAME_MAX_LENGTH);

/** A new password (signup, reset). Login takes any stored password up to the cap. */
export const newPasswordSchema = safeText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const languageCodeSchema = z.enum(LANGUAGE_CODES);

/** A one-time token from an emailed link: 32 random bytes, base64url. */
const oneTimeTokenSchema = safeText().min(1).max(256);

const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 country code such as NO');
const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 currency code such as USD');

/** A phone number: the country whose dial code it starts with, and the rest of the number (phoneNumberProblem). */
export const profilePhoneSchema = z.object({
  country: countryCodeSchema,
  number: safeText().trim().min(1).max(PHONE_NUMBER_MAX_LENGTH),
});
export type ProfilePhone = z.infer<typeof profilePhoneSchema>;

export const userTypeSchema = z.enum(['Customer', 'Agent', 'AgencyOwner', 'Admin', 'SalesAgent']);
export type UserTypeName = z.infer<typeof userTypeSchema>;

/** The user profile (SPEC 3). Money is integer minor units plus an ISO 4217 code (DESIGN.md). */
export const userProfileSchema = z.object({
  id: z.string(),
  userType: userTypeSchema,
  personal_info: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile_image: z.string(),
    /** Null until the account gives one (Profile Settings). */
    phone: profilePhoneSchema.nullable(),
    credits: z.object({
      /** Minor units: 15000 with USD is 150.00 $. */
      amount: z.number().int(),
      currency: z.string().length(3),
    }),
  }),
  isRewardWalletEnable: z.boolean(),
  isTravelAgent: z.boolean(),
  isRestrictedAgent: z.boolean(),
  auth: z.object({
    isLoggedIn: z.literal(true),
    /** When the access token of this session expires (ISO 8601). */
    expiresAt: z.string(),
  }),
  language: languageCodeSchema,
  /** The display currency the account prefers; null: the agency's default. */
  currency: currencyCodeSchema.nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: safeText().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  /** Also set as the x-access-token cookie; here for clients without cookies. */
  token: z.string(),
  expiresAt: z.string(),
  user: userProfileSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const signupBodySchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** Defaults to the request's `language` header when the agency offers it, else the agency's first language. */
  language: languageCodeSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Always false: the account can log in once the emailed link is opened. */
  emailVerified: z.literal(false),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const verifyEmailBodySchema = z.object({ token: oneTimeTokenSchema });
export const verifyEmailResponseSchema = z.object({ email: z.string(), emailVerified: z.literal(true) });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const acceptedResponseSchema = z.object({ message: z.string() });

export const newPasswordBodySchema = z.object({ token: oneTimeTokenSchema, password: newPasswordSchema });

export const profileResponseSchema = z.object({ user: userProfileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Only what is given changes; null clears the phone or the preferred currency. */
export const profileUpdateBodySchema = z
  .object({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    language: languageCodeSchema.optional(),
    /** A country this catalogue knows; the number checked against its dial code. */
    phone: profilePhoneSchema.nullable().optional(),
    /** A currency the agency offers. */
    currency: currencyCodeSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'give at least one of firstName, lastName, language, phone, currency',
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** A change of password by the signed-in account: its current password, and the new one (the policy of newPasswordSchema). */
export const changePasswordBodySchema = z.object({
  currentPassword: safeText().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changeLanguageParamsSchema = z.object({ lang: languageCodeSchema });
export const changeLanguageResponseSchema = z.object({ language: languageCodeSchema });

/** An empty value counts as absent. */
const coordinate = (limit: number) => z.preprocess((v) => (v === '' ? undefined : v), coordinateTextSchema(limit).optional());

/** Both or neither: a latitude alone is no location. An empty value counts as absent. */
export const locationQuerySchema = z
  .object({ lat: coordinate(90), long: coordinate(180) })
  .refine((q) => q.lat !== undefined || q.long === undefined, { path: ['lat'], message: 'required with long' })
  .refine((q) => q.long !== undefined || q.lat === undefined, { path: ['long'], message: 'required with lat' });

export const locationResponseSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** Known for the agency's deals location; absent for coordinates from the query. */
  city: z.string().optional(),
  source: z.enum(['query', 'agency']),
});
export type LocationResponse = z.infer<typeof locationResponseSchema>;

/** The mails the API sends; 'proposal' carries no token of its own: its link is the proposal's id. */
export const MAIL_KINDS = ['verify-email', 'reset-password', 'agent-invitation', 'proposal'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Development only (GET /api/dev/outbox): the mails the API would have sent. */
export const outboxQuerySchema = z.object({
  to: emailSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      kind: z.enum(MAIL_KINDS),
      subject: z.string(),
      text: z.string(),
      /** The link's path on the agency's site, token included (/verify?token=...). */
      path: z.string(),
      token: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
