import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  ACCESS_TOKEN_COOKIE_NAME,
  ACCESS_TOKEN_TTL_SECONDS,
  ACCOUNT_ERROR_CODES,
  AGENCY_NOT_FOUND_TEXT,
  ERROR_CODES,
  LANGUAGE_CODES,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  newPasswordBodySchema,
  phoneNumberProblem,
  profileUpdateBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
  type Agency,
  type LanguageCode,
  type LoginResponse,
  type SignupResponse,
  type UserProfile,
  type VerifyEmailResponse,
} from '@travel/contracts';
import { currenciesFixture, travellerProfileFixture } from './api-fixtures';
import { DEMO_PASSWORD, wayfarerDemoAccounts } from './demo-accounts';
import { agencyFixture } from './fixtures';
import { countriesFixture } from './reference';
import { apiError, bodyOf, validated } from './respond';

/**
 * The accounts calls (apps/api/src/routes/accounts.ts), answering with the API's statuses,
 * codes and messages. Login takes the wayfarer demo accounts (mocks/demo-accounts.ts) on the
 * fixture agency and sets the token cookie as the API does. Emailed-link tokens: any token
 * works, except 'invalid', 'expired' and 'used', which fail as such a link would (handy with
 * MOCKS=1).
 */

/** Accounts that exist on the fixture agency (docs/demo-data.md): signing up with them is EMAIL_TAKEN. */
const EXISTING_EMAILS: ReadonlySet<string> = new Set(wayfarerDemoAccounts.map(({ user }) => user.personal_info.email));

/** The demo accounts belong to the fixture agency: an account signs in on its own agency only. */
const accountsOf = (agency: Agency) => (agency.subdomain === agencyFixture().subdomain ? wayfarerDemoAccounts : []);

const tokenCookie = (token: string, maxAge: number) => `${ACCESS_TOKEN_COOKIE_NAME}=${token}; Path=/; SameSite=Strict; Max-Age=${maxAge}`;

/**
 * Who a request is signed in as, from its x-access-token header: a demo account's own token
 * is that account; any other token is the traveller's (tests set one of their own).
 * Handlers that answer by role (rates by viewer) can use it too.
 */
export function viewerOf(request: Request): UserProfile | null {
  const token = request.headers.get('x-access-token');
  if (!token) return null;
  return wayfarerDemoAccounts.find((account) => account.token === token)?.user ?? travellerProfileFixture;
}

/** A few of the passwords the API's policy refuses (apps/api/src/auth/password-policy.ts). */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(['1234567890', 'password123', 'qwertyuiop', 'welcome123', 'travel2026']);

const LINK_FAILURES: Record<string, { code: string; message: string }> = {
  invalid: { code: ACCOUNT_ERROR_CODES.linkInvalid, message: 'body.token: this link is not valid' },
  expired: { code: ACCOUNT_ERROR_CODES.linkExpired, message: 'body.token: this link has expired; ask for a new one' },
  used: { code: ACCOUNT_ERROR_CODES.linkUsed, message: 'body.token: this link has already been used' },
};

/** The API's 400 for a body its schema refuses: each issue named by its field. */
const parseBody = async <T,>(request: Request, schema: z.ZodType<T>) => validated('body', schema, await bodyOf(request));

const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase()) || /^(.)\1*$/u.test(password);

/** The API's refusals of a profile's phone and currency (apps/api/src/routes/accounts.ts), or null. */
function profileRefusal({ phone, currency }: { phone?: { country: string; number: string } | null | undefined; currency?: string | null | undefined }) {
  if (phone) {
    const country = countriesFixture.find(({ code }) => code === phone.country);
    if (!country) return apiError(400, ERROR_CODES.validation, `body.phone.country: '${phone.country}' is not a country we know`);
    const problem = phoneNumberProblem(phone.number, country.dialCode);
    if (problem) return apiError(400, ERROR_CODES.validation, `body.phone.number: ${problem}`);
  }
  const offered = currenciesFixture.data.map((item) => item.currency);
  if (currency && !offered.includes(currency)) {
    return apiError(400, ERROR_CODES.validation, `body.currency: '${currency}' is not offered by this agency (${offered.join(', ')})`);
  }
  return null;
}

function linkFailure(token: string) {
  const failure = LINK_FAILURES[token];
  return failure ? apiError(400, failure.code, failure.message) : null;
}

export function authHandlersFor(agency: Agency | null) {
  const agencyNotFound = () => apiError(404, ERROR_CODES.agencyNotFound, AGENCY_NOT_FOUND_TEXT);
  return [
    http.post('*/api/user/login', async ({ request }) => {
      if (!agency) return agencyNotFound();
      const parsed = await parseBody(request, loginBodySchema);
      if (!parsed.ok) return parsed.response;
      const account = accountsOf(agency).find(({ user }) => user.personal_info.email === parsed.data.email);
      if (!account || parsed.data.password !== DEMO_PASSWORD) {
        return apiError(400, ACCOUNT_ERROR_CODES.invalidCredentials, 'Email or password is incorrect');
      }
      const answer: LoginResponse = { token: account.token, expiresAt: account.user.auth.expiresAt, user: account.user };
      return HttpResponse.json(answer, { headers: { 'Set-Cookie': tokenCookie(account.token, ACCESS_TOKEN_TTL_SECONDS) } });
    }),
    http.get('*/api/user/profile', ({ request }) => {
      if (!agency) return agencyNotFound();
      const user = viewerOf(request);
      return user ? HttpResponse.json({ user }) : apiError(401, ACCOUNT_ERROR_CODES.tokenMissing, 'Log in to continue');
    }),
    http.patch('*/api/user/profile', async ({ request }) => {
      const user = viewerOf(request);
      if (!user) return apiError(401, ACCOUNT_ERROR_CODES.tokenMissing, 'Log in to continue');
      const parsed = await parseBody(request, profileUpdateBodySchema);
      if (!parsed.ok) return parsed.response;
      const { firstName, lastName, language, phone, currency } = parsed.data;
      const refusal = profileRefusal(parsed.data);
      if (refusal) return refusal;
      const info = user.personal_info;
      return HttpResponse.json({
        user: {
          ...user,
          personal_info: {
            ...info,
            first_name: firstName ?? info.first_name,
            last_name: lastName ?? info.last_name,
            phone: phone === undefined ? info.phone : phone && { country: phone.country, number: phone.number.trim() },
          },
          language: language ?? user.language,
          currency: currency === undefined ? user.currency : currency,
        },
      });
    }),
    http.post('*/api/user/change-password', async ({ request }) => {
      const user = viewerOf(request);
      if (!user) return apiError(401, ACCOUNT_ERROR_CODES.tokenMissing, 'Log in to continue');
      const parsed = await parseBody(request, changePasswordBodySchema);
      if (!parsed.ok) return parsed.response;
      const { currentPassword, newPassword } = parsed.data;
      if (currentPassword !== DEMO_PASSWORD) {
        return apiError(400, ACCOUNT_ERROR_CODES.wrongPassword, 'body.currentPassword: is not the password of this account');
      }
      if (newPassword === currentPassword) {
        return apiError(400, ACCOUNT_ERROR_CODES.passwordUnchanged, 'body.newPassword: is the current password; choose a new one');
      }
      if (isCommonPassword(newPassword)) {
        return apiError(400, ACCOUNT_ERROR_CODES.passwordTooCommon, 'body.newPassword: is one of the most common passwords; choose another');
      }
      // The demo accounts keep their password (and token) here: the next login still takes the demo one.
      const token = request.headers.get('x-access-token') ?? '';
      const answer: LoginResponse = { token, expiresAt: user.auth.expiresAt, user };
      return HttpResponse.json(answer, { headers: { 'Set-Cookie': tokenCookie(token, ACCESS_TOKEN_TTL_SECONDS) } });
    }),
    http.post('*/api/user/signup', async ({ request }) => {
      if (!agency) return agencyNotFound();
      if (agency.isHideSignupOption || (agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers)) {
        return apiError(403, ACCOUNT_ERROR_CODES.signupDisabled, 'This site does not offer sign-up');
      }
      const parsed = await parseBody(request, signupBodySchema);
      if (!parsed.ok) return parsed.response;
      const { email, password, language } = parsed.data;
      if (language && !agency.languages.includes(language)) {
        return apiError(400, ERROR_CODES.validation, `body.language: '${language}' is not offered by this agency (${agency.languages.join(', ')})`);
      }
      if (isCommonPassword(password)) {
        return apiError(400, ACCOUNT_ERROR_CODES.passwordTooCommon, 'body.password: is one of the most common passwords; choose another');
      }
      if (EXISTING_EMAILS.has(email)) {
        return apiError(409, ACCOUNT_ERROR_CODES.emailTaken, 'body.email: an account with this email already exists on this site');
      }
      const created: SignupResponse = { id: crypto.randomUUID(), email, emailVerified: false };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post('*/api/user/verify', async ({ request }) => {
      if (!agency) return agencyNotFound();
      const parsed = await parseBody(request, verifyEmailBodySchema);
      if (!parsed.ok) return parsed.response;
      const verified: VerifyEmailResponse = { email: 'new.traveller@example.test', emailVerified: true };
      return linkFailure(parsed.data.token) ?? HttpResponse.json(verified);
    }),
    http.post('*/api/user/forgot-password', async ({ request }) => {
      if (!agency) return agencyNotFound();
      const parsed = await parseBody(request, forgotPasswordBodySchema);
      if (!parsed.ok) return parsed.response;
      return HttpResponse.json({ message: 'If an account uses this email, a link to reset its password is on its way' }, { status: 202 });
    }),
    http.post('*/api/user/new-password', async ({ request }) => {
      if (!agency) return agencyNotFound();
      const parsed = await parseBody(request, newPasswordBodySchema);
      if (!parsed.ok) return parsed.response;
      if (isCommonPassword(parsed.data.password)) {
        return apiError(400, ACCOUNT_ERROR_CODES.passwordTooCommon, 'body.password: is one of the most common passwords; choose another');
      }
      return linkFailure(parsed.data.token) ?? new HttpResponse(null, { status: 204 });
    }),
    // Public on the API: a stale token never turns logging out into a 401.
    http.post('*/api/user/logout', () =>
      agency ? new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': tokenCookie('', 0) } }) : agencyNotFound(),
    ),
    http.get('*/api/user/changeLanguage/:lang', ({ request, params }) => {
      if (!agency) return agencyNotFound();
      if (!request.headers.get('x-access-token')) return apiError(401, ACCOUNT_ERROR_CODES.tokenMissing, 'Log in to continue');
      const lang = String(params.lang);
      if (!(LANGUAGE_CODES as readonly string[]).includes(lang) || !agency.languages.includes(lang as LanguageCode)) {
        return apiError(400, ERROR_CODES.validation, `params.lang: '${lang}' is not offered by this agency (${agency.languages.join(', ')})`);
      }
      return HttpResponse.json({ language: lang });
    }),
  ];
}
