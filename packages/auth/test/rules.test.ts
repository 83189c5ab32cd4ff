import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@travel/contracts';
import { agencyFixture } from '@travel/mocks';
import { loginAccess, signupAccess } from '../src/rules/access';
import { afterLoginTarget } from '../src/rules/afterLogin';
import { homeRedirectTarget } from '../src/rules/homeRedirect';
import { LOGOUT_REDIRECT_DELAY_MS } from '../src/rules/logout';
import { resolveReturnUrl } from '../src/rules/returnUrl';
import { roleOf } from '../src/rules/role';
import { safeRedirect } from '../src/rules/safeRedirect';
import { splitServerMessage, toFormError, waitMinutes } from '../src/rules/serverError';
import { confirmPasswordIssue, emailIssue, loginPasswordIssue, nameIssue, newPasswordIssue } from '../src/rules/validation';

describe('safeRedirect: only paths of this site', () => {
  it.each([
    ['/booknow/hotels', '/booknow/hotels'],
    ['/mytrip/dashboard?tab=upcoming#top', '/mytrip/dashboard?tab=upcoming#top'],
    ['/', '/'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['//evil.example/booknow', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['booknow/hotels', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['\\\\evil.example', '/'],
  ])('%j -> %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('uses the fallback given', () => {
    expect(safeRedirect('//evil.example', '')).toBe('');
  });
});

describe('afterLoginTarget: agents land on the Command Center, travellers go where they were going', () => {
  const customer = { userType: 'Customer', isTravelAgent: false } as const;
  const agent = { userType: 'Agent', isTravelAgent: true } as const;
  const restricted = { userType: 'Agent', isTravelAgent: true } as const;
  const owner = { userType: 'AgencyOwner', isTravelAgent: true } as const;
  const admin = { userType: 'Admin', isTravelAgent: true } as const;
  const sales = { userType: 'SalesAgent', isTravelAgent: true } as const;
  it.each([
    // The login page (from: null).
    ['traveller, login page', customer, null, null, null],
    ['traveller, login page with redirect', customer, '/booknow/hotels', null, '/booknow/hotels'],
    ['agent, login page', agent, null, null, '/dashboard'],
    ['restricted agent, login page', restricted, null, null, '/dashboard'],
    ['owner, login page', owner, null, null, '/dashboard'],
    ['admin, login page', admin, null, null, '/dashboard'],
    ['sales agent, login page', sales, null, null, '/dashboard'],
    ['agent, login page with redirect', agent, '/booknow/hotels/search?city=Oslo', null, '/booknow/hotels/search?city=Oslo'],
    // The login modal (from: the page it opened on).
    ['traveller, modal on the home page', customer, null, '/', null],
    ['traveller, modal on results', customer, null, '/booknow/hotels/search-details', null],
    ['agent, modal on the home page', agent, null, '/', '/dashboard'],
    ['agent, modal on results', agent, null, '/booknow/hotels/search-details', '/dashboard'],
    ['agent, modal on a hotel checkout', agent, null, '/booknow/hotels/checkout', null],
    ['agent, modal on an activity checkout', sales, null, '/booknow/activities/bookings/checkout', null],
    ['owner, modal on Markup Settings', owner, null, '/settings/agency', null],
    ['agent, modal on the Command Center', agent, null, '/dashboard', null],
    ['agent, modal on My Trips', agent, null, '/mytrip/mytrips', null],
    ['agent, modal on a page merely named like one', agent, null, '/checkouts-guide', '/dashboard'],
  ] as const)('%s -> %j', (_case, user, redirect, from, expected) => {
    expect(afterLoginTarget({ user, redirect, from })).toBe(expected);
  });

  it.each([
    ['agent, modal on results of a remote alone', agent, null, '/booknow/hotels/search-details', null],
    ['owner, modal on the home page of a remote alone', owner, null, '/', null],
    ['agent, login page with redirect, remote alone', agent, '/booknow/hotels', null, '/booknow/hotels'],
  ] as const)('without a Command Center: %s -> %j', (_case, user, redirect, from, expected) => {
    expect(afterLoginTarget({ user, redirect, from, hasCommandCenter: false })).toBe(expected);
  });
});

describe('login and signup access (SPEC 6)', () => {
  const sso = (isSSOEnabled: boolean, isDirectLoginAllowedForSSOUsers: boolean) => ({ isSSOEnabled, isDirectLoginAllowedForSSOUsers });
  it.each([
    ['no SSO, nothing hidden', sso(false, true), false, false, 'form', 'form'],
    ['SSO with direct login allowed', sso(true, true), false, false, 'form', 'form'],
    ['SSO without direct login', sso(true, false), false, false, 'sso', 'sso'],
    ['SSO without direct login wins over hidden flags', sso(true, false), true, true, 'sso', 'sso'],
    ['sign-up hidden', sso(false, true), false, true, 'form', 'hidden'],
    ['login hidden', sso(false, true), true, false, 'hidden', 'form'],
    ['direct-login flag alone changes nothing', sso(false, false), false, false, 'form', 'form'],
  ] as const)('%s', (_case, ssoSettings, isHideLoginOption, isHideSignupOption, login, signup) => {
    const agency = agencyFixture({ sso: ssoSettings, isHideLoginOption, isHideSignupOption });
    expect(loginAccess(agency)).toBe(login);
    expect(signupAccess(agency)).toBe(signup);
  });
});

describe('roleOf: the role a person is named by', () => {
  it.each([
    ['Customer', false, 'Customer'],
    ['Agent', false, 'Agent'],
    ['Agent', true, 'RestrictedAgent'],
    ['AgencyOwner', false, 'AgencyOwner'],
    ['Admin', false, 'Admin'],
    ['SalesAgent', false, 'SalesAgent'],
    // Only an agent is told apart by the flag.
    ['SalesAgent', true, 'SalesAgent'],
  ] as const)('%s, restricted %s -> %s', (userType, isRestrictedAgent, role) => {
    expect(roleOf({ userType, isRestrictedAgent })).toBe(role);
  });
});

describe('resolveReturnUrl', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['/about', { kind: 'internal', path: '/about' }],
    ['https://portal.nordlys.example/', { kind: 'external', href: 'https://portal.nordlys.example/' }],
    ['HTTP://Portal.Example/login', { kind: 'external', href: 'http://portal.example/login' }],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['portal.example', null],
    ['https://', null],
  ])('%j -> %j', (returnUrl, expected) => {
    expect(resolveReturnUrl(returnUrl)).toEqual(expected);
  });
});

describe('the special hostname home redirect (SPEC 4)', () => {
  it.each([
    [true, true, '/booknow/hotels'],
    [true, false, '/login?redirect=/booknow/hotels'],
    [false, true, null],
    [false, false, null],
  ])('homeRedirectsToHotels %s, token %s -> %s', (homeRedirectsToHotels, hasToken, expected) => {
    expect(homeRedirectTarget({ homeRedirectsToHotels, hasToken })).toBe(expected);
  });
});

test('logout waits 100 ms before leaving (SPEC 9)', () => {
  expect(LOGOUT_REDIRECT_DELAY_MS).toBe(100);
});

describe('field checks', () => {
  const min = 'a'.repeat(PASSWORD_MIN_LENGTH);
  const max = 'a'.repeat(PASSWORD_MAX_LENGTH);

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['tara', 'emailInvalid'],
    ['tara@', 'emailInvalid'],
    ['tara@example', 'emailInvalid'],
    ['tara@example.c', 'emailInvalid'],
    ['ta ra@example.com', 'emailInvalid'],
    [`${'a'.repeat(250)}@example.com`, 'emailInvalid'],
    ['traveller@wayfarer.test', null],
    ['  Tara.Quinn+trips@Example.co.uk ', null],
  ])('email %j -> %s', (value, issue) => {
    expect(emailIssue(value)).toBe(issue);
  });

  it.each([
    ['', 'required'],
    ['short', null],
    [max, null],
    [`${max}a`, 'passwordTooLong'],
  ])('login password of length %#: %s', (value, issue) => {
    expect(loginPasswordIssue(value)).toBe(issue);
  });

  it.each([
    ['', 'required'],
    [min.slice(1), 'passwordTooShort'],
    [min, null],
    [max, null],
    [`${max}a`, 'passwordTooLong'],
  ])('new password of length %#: %s', (value, issue) => {
    expect(newPasswordIssue(value)).toBe(issue);
  });

  it.each([
    ['correct horse battery', '', 'required'],
    ['correct horse battery', 'correct horse batter', 'passwordMismatch'],
    ['correct horse battery', 'Correct horse battery', 'passwordMismatch'],
    ['correct horse battery', 'correct horse battery', null],
  ])('confirm %j / %j -> %s', (password, confirmation, issue) => {
    expect(confirmPasswordIssue(password, confirmation)).toBe(issue);
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['Tara', null],
    ['María-José O’Neill', null],
    ['a'.repeat(101), 'nameTooLong'],
    ['Ta\tra', 'nameInvalid'],
  ])('name %j -> %s', (value, issue) => {
    expect(nameIssue(value)).toBe(issue);
  });
});

describe('server messages', () => {
  it.each([
    ['Email or password is incorrect', { field: null, text: 'Email or password is incorrect' }],
    ['body.email: an account with this email already exists on this site', { field: 'email', text: 'An account with this email already exists on this site' }],
    ['body.token: this link has expired; ask for a new one', { field: 'token', text: 'This link has expired; ask for a new one' }],
    ['params.lang: unknown', { field: 'lang', text: 'Unknown' }],
    [
      'body.email: Invalid email address; body.password: Too small',
      { field: null, text: 'body.email: Invalid email address; body.password: Too small' },
    ],
  ])('%j', (message, expected) => {
    expect(splitServerMessage(message)).toEqual(expected);
  });

  it.each([
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [900, 15],
  ])('waits %i s -> %i min', (seconds, minutes) => {
    expect(waitMinutes(seconds)).toBe(minutes);
  });

  it.each([
    [{ status: 400, message: 'Email or password is incorrect', code: 'INVALID_CREDENTIALS' }, { status: 400, message: 'Email or password is incorrect', code: 'INVALID_CREDENTIALS' }],
    [{ status: 429, message: 'Locked', code: 'ACCOUNT_LOCKED', retryAfterSeconds: 840 }, { status: 429, message: 'Locked', code: 'ACCOUNT_LOCKED', retryAfterSeconds: 840 }],
    [{ status: undefined, message: 'Something went wrong' }, { status: undefined, message: 'Something went wrong' }],
    [{ name: 'Error', message: 'thrown' }, { status: undefined, message: 'thrown' }],
    [null, { status: undefined, message: '' }],
  ])('a rejection %j reads as %j', (rejection, expected) => {
    expect(toFormError(rejection)).toEqual(expected);
  });
});
