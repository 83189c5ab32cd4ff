import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ERROR_CODES,
  ERROR_CODES,
  acceptedResponseSchema,
  changeLanguageParamsSchema,
  changeLanguageResponseSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  locationQuerySchema,
  locationResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  newPasswordBodySchema,
  outboxQuerySchema,
  outboxResponseSchema,
  phoneNumberProblem,
  profileResponseSchema,
  profileUpdateBodySchema,
  signupBodySchema,
  signupResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
  type LanguageCode,
  type ProfilePhone,
} from '@travel/contracts';
import { findAccountById } from '../auth/accounts';
import { clearAccessTokenCookie, signIn } from '../auth/cookie';
import { requestPasswordReset, resetPassword, signup, ssoOnly, verifyEmail } from '../auth/flows';
import { currentUser, requireUser } from '../auth/guards';
import { attemptLogin, dummyPasswordHash } from '../auth/login';
import { mailerFor } from '../auth/mail';
import { hashPassword } from '../auth/password';
import { refuseCommonPassword } from '../auth/password-policy';
import type { AuthUser } from '../auth/plugin';
import { toUserProfile } from '../auth/profile';
import { raiseTokenVersion } from '../auth/token-version';
import type { Config } from '../config';
import { devOutbox, users, type AgencyRow } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { activeAgency } from '../plugins/tenant';
import { referenceCatalogue } from '../reference/catalogue';

export interface AccountsRoutesOptions {
  db: Db;
  config: Pick<Config, 'mailOutbox'>;
  /** Where the per-address limits count when several processes share them; omitted means in this process's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

/**
 * Per client address, per route: a brake on password guessing and on the scrypt work (~1 s
 * of CPU and 128 MiB each) that logins and signups cost. Counted where every API process
 * sees the same count (rateLimitStore: Redis or PostgreSQL); the per-account lock
 * (auth/login-throttle.ts) comes on top.
 */
const PER_ADDRESS = { max: 10, timeWindow: 60_000 } as const;

function agencyLanguage(agency: AgencyRow, lang: LanguageCode, field: string): LanguageCode {
  if (!agency.settings.languages.includes(lang)) {
    throw new HttpError(400, ERROR_CODES.validation, `${field}: '${lang}' is not offered by this agency (${agency.settings.languages.join(', ')})`);
  }
  return lang;
}

const accountDeactivated = () =>
  new HttpError(403, ACCOUNT_ERROR_CODES.accountDeactivated, 'This account has been deactivated; ask your agency’s owner or an admin to reactivate it');

const PHONE_NUMBER_PROBLEMS: Record<NonNullable<ReturnType<typeof phoneNumberProblem>>, string> = {
  required: 'enter the number',
  hasDialCode: 'give the number without the country code, which the country adds',
  invalid: 'use digits, spaces, dots, dashes and brackets only',
  tooShort: 'too short for a phone number',
  tooLong: 'with the country code, a phone number has at most 15 digits',
};

/** A new account's language: the one asked for, else the request's `language` header if offered, else the agency's first. */
function signupLanguage(agency: AgencyRow, asked: LanguageCode | undefined, request: FastifyRequest): LanguageCode {
  if (asked !== undefined) return agencyLanguage(agency, asked, 'body.language');
  const header = request.headers.language;
  const offered = agency.settings.languages;
  return offered.find((code) => code === header) ?? offered[0] ?? 'en';
}

/** The accounts calls (SPEC 3, 7); apps/api/README.md documents payloads and errors. */
export const accountsRoutes: FastifyPluginAsync<AccountsRoutesOptions> = async (app, { db, config, rateLimitStore }) => {
  const mailer = mailerFor(config, db, app.log);
  // Derived now, in the background, so the first unknown-email login costs what later ones do.
  dummyPasswordHash().catch((err: unknown) => app.log.error({ err }, 'dummy password hash failed'));

  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitStore && { store: rateLimitStore }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, ACCOUNT_ERROR_CODES.rateLimited, `Too many requests from this address; retry in ${context.after}`),
  });
  const rateLimit = { rateLimit: PER_ADDRESS };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = referenceCatalogue(db);

  /** The phone's columns: a country of the catalogue, and a number that fits its dial code; null clears both. */
  async function phoneColumns(phone: ProfilePhone | null): Promise<{ phoneCountry: string | null; phoneNumber: string | null }> {
    if (phone === null) return { phoneCountry: null, phoneNumber: null };
    const country = (await catalogue.countries()).find(({ code }) => code === phone.country);
    if (!country) throw new HttpError(400, ERROR_CODES.validation, `body.phone.country: '${phone.country}' is not a country we know`);
    const problem = phoneNumberProblem(phone.number, country.dialCode);
    if (problem) throw new HttpError(400, ERROR_CODES.validation, `body.phone.number: ${PHONE_NUMBER_PROBLEMS[problem]}`);
    return { phoneCountry: country.code, phoneNumber: phone.number };
  }

  async function agencyCurrency(agency: AgencyRow, currency: string): Promise<string> {
    const offered = (await catalogue.enabledCurrencies(agency.id)).map((item) => item.currency);
    if (!offered.includes(currency)) {
      throw new HttpError(400, ERROR_CODES.validation, `body.currency: '${currency}' is not offered by this agency (${offered.join(', ')})`);
    }
    return currency;
  }

  /**
   * Stores the new password's hash and raises the token version (every access token issued
   * before stops working, on every API process); answers the account as it is now.
   */
  async function changePassword(user: AuthUser, password: string) {
    // Hashed before the transaction, which then holds no lock for the ~1 s scrypt takes.
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(and(eq(users.id, user.id), eq(users.agencyId, user.agencyId)));
      await raiseTokenVersion(tx, user.id, { passwordChangedAt: sql`now()` });
    });
    const account = await findAccountById(db, user.agencyId, user.id);
    if (!account) throw new HttpError(401, ACCOUNT_ERROR_CODES.tokenRevoked, 'The access token is no longer valid; please log in again');
    return account;
  }

  r.post('/api/user/login', { config: rateLimit, schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } }, async (request, reply) => {
    const agency = activeAgency(request);
    const outcome = await attemptLogin(db, agency, request.body.email, request.body.password);
    switch (outcome.kind) {
      case 'locked':
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new HttpError(429, ACCOUNT_ERROR_CODES.accountLocked, 'Too many failed logins for this account; try again later');
      case 'invalid-credentials':
        throw new HttpError(400, ACCOUNT_ERROR_CODES.invalidCredentials, 'Email or password is incorrect');
      case 'sso-required':
        throw new HttpError(403, ACCOUNT_ERROR_CODES.ssoLoginRequired, 'This account signs in through the agency’s single sign-on portal');
      case 'email-not-verified':
        throw new HttpError(403, ACCOUNT_ERROR_CODES.emailNotVerified, 'Confirm your email address with the link we sent before logging in');
      case 'deactivated':
        throw accountDeactivated();
      case 'ok':
        return signIn(request, reply, outcome.account);
    }
  });

  r.post('/api/user/signup', { config: rateLimit, schema: { body: signupBodySchema, response: { 201: signupResponseSchema } } }, async (request, reply) => {
    const agency = activeAgency(request);
    if (agency.settings.isHideSignupOption || ssoOnly(agency)) {
      throw new HttpError(403, ACCOUNT_ERROR_CODES.signupDisabled, 'This site does not offer sign-up');
    }
    const { password, language, ...names } = request.body;
    refuseCommonPassword(password);
    const created = await signup(db, mailer, agency, { ...names, password, language: signupLanguage(agency, language, request) });
    return reply.status(201).send({ ...created, emailVerified: false as const });
  });

  r.post('/api/user/verify', { schema: { body: verifyEmailBodySchema, response: { 200: verifyEmailResponseSchema } } }, async (request) => {
    const { email } = await verifyEmail(db, activeAgency(request), request.body.token);
    return { email, emailVerified: true as const };
  });

  r.post('/api/user/forgot-password', { config: rateLimit, schema: { body: forgotPasswordBodySchema, response: { 202: acceptedResponseSchema } } }, async (request, reply) => {
    await requestPasswordReset(db, mailer, activeAgency(request), request.body.email);
    return reply.status(202).send({ message: 'If an account uses this email, a link to reset its password is on its way' });
  });

  r.post('/api/user/new-password', { config: rateLimit, schema: { body: newPasswordBodySchema } }, async (request, reply) => {
    const agency = activeAgency(request);
    refuseCommonPassword(request.body.password);
    await resetPassword(db, agency, request.body.token, request.body.password);
    // The reset revoked this browser's token too: drop the cookie with it.
    clearAccessTokenCookie(request, reply);
    return reply.status(204).send();
  });

  // Public: a stale token must not turn logging out into a 401.
  r.post('/api/user/logout', async (request, reply) => {
    activeAgency(request);
    // A valid token: revoke it and its copies, with every other session of the account
    // (README "Revocation"). A stale one revokes nothing, so it cannot end a newer session.
    if (request.user) await raiseTokenVersion(db, request.user.id);
    clearAccessTokenCookie(request, reply);
    return reply.status(204).send();
  });

  r.get('/api/user/profile', { preHandler: requireUser, schema: { response: { 200: profileResponseSchema } } }, async (request) => {
    const user = currentUser(request);
    return { user: toUserProfile(user, user.tokenExpiresAt) };
  });

  r.patch('/api/user/profile', { preHandler: requireUser, schema: { body: profileUpdateBodySchema, response: { 200: profileResponseSchema } } }, async (request) => {
    const user = currentUser(request);
    const agency = activeAgency(request);
    const { firstName, lastName, language, phone, currency } = request.body;
    const changes = {
      ...(firstName !== undefined && { firstName }),
      ...(lastName !== undefined && { lastName }),
      ...(language !== undefined && { language: agencyLanguage(agency, language, 'body.language') }),
      ...(phone !== undefined && (await phoneColumns(phone))),
      ...(currency !== undefined && { currency: currency === null ? null : await agencyCurrency(agency, currency) }),
    };
    await db.update(users).set(changes).where(and(eq(users.id, user.id), eq(users.agencyId, user.agencyId)));
    return { user: toUserProfile({ ...user, ...changes }, user.tokenExpiresAt) };
  });

  r.post(
    '/api/user/change-password',
    { config: rateLimit, preHandler: requireUser, schema: { body: changePasswordBodySchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const agency = activeAgency(request);
      const { currentPassword, newPassword } = request.body;
      // The login's own check: counted against the account's lock, and as slow for a wrong password as for a right one.
      const outcome = await attemptLogin(db, agency, user.email.toLowerCase(), currentPassword);
      switch (outcome.kind) {
        case 'locked':
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          throw new HttpError(429, ACCOUNT_ERROR_CODES.accountLocked, 'Too many wrong passwords for this account; try again later');
        case 'invalid-credentials':
          throw new HttpError(400, ACCOUNT_ERROR_CODES.wrongPassword, 'body.currentPassword: is not the password of this account');
        case 'sso-required':
          throw new HttpError(403, ACCOUNT_ERROR_CODES.ssoLoginRequired, 'This account signs in through the agency’s single sign-on portal');
        case 'deactivated':
          throw accountDeactivated();
        case 'email-not-verified':
        case 'ok':
          break;
      }
      if (newPassword === currentPassword) {
        throw new HttpError(400, ACCOUNT_ERROR_CODES.passwordUnchanged, 'body.newPassword: is the current password; choose a new one');
      }
      refuseCommonPassword(newPassword, 'body.newPassword');
      const account = await changePassword(user, newPassword);
      // Every other session ends with the old password; this one goes on with a new token.
      return signIn(request, reply, account);
    },
  );

  r.get(
    '/api/user/changeLanguage/:lang',
    { preHandler: requireUser, schema: { params: changeLanguageParamsSchema, response: { 200: changeLanguageResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      const language = agencyLanguage(activeAgency(request), request.params.lang, 'params.lang');
      await db.update(users).set({ language }).where(and(eq(users.id, user.id), eq(users.agencyId, user.agencyId)));
      return { language };
    },
  );

  r.get('/api/user/location', { schema: { querystring: locationQuerySchema, response: { 200: locationResponseSchema } } }, async (request) => {
    const agency = activeAgency(request);
    const { lat, long } = request.query;
    if (lat !== undefined && long !== undefined) return { latitude: lat, longitude: long, source: 'query' as const };
    return { latitude: agency.dealsLatitude, longitude: agency.dealsLongitude, city: agency.dealsCity, source: 'agency' as const };
  });

  if (config.mailOutbox) {
    r.get('/api/dev/outbox', { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } }, async (request) => {
      const agency = activeAgency(request);
      const { to, limit } = request.query;
      const rows = await db
        .select()
        .from(devOutbox)
        .where(and(eq(devOutbox.agencyId, agency.id), to === undefined ? undefined : sql`lower(${devOutbox.to}) = ${to}`))
        .orderBy(desc(devOutbox.id))
        .limit(limit);
      return { messages: rows.map(({ agencyId: _agency, createdAt, ...message }) => ({ ...message, createdAt: createdAt.toISOString() })) };
    });
  }
};
