import type { Agency } from '@travel/contracts';

/** How a visitor may sign in or up on this agency's site. */
export type AuthAccess = 'form' | 'sso' | 'hidden';

type AccessSettings = Pick<Agency, 'sso' | 'isHideLoginOption' | 'isHideSignupOption'>;

/** SPEC 6: SSO without direct login sends login and signup to the agency's portal. */
export function ssoOnly(agency: Pick<Agency, 'sso'>): boolean {
  return agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
}

export function loginAccess(agency: AccessSettings): AuthAccess {
  if (ssoOnly(agency)) return 'sso';
  return agency.isHideLoginOption ? 'hidden' : 'form';
}

export function signupAccess(agency: AccessSettings): AuthAccess {
  if (ssoOnly(agency)) return 'sso';
  return agency.isHideSignupOption ? 'hidden' : 'form';
}
