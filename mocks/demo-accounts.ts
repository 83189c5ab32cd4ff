import type { UserProfile } from '@travel/contracts';
import { loginFixture, travellerProfileFixture } from './api-fixtures';

/** Every demo account's password (docs/demo-data.md; the API's seed, apps/api/src/seed/users.ts). */
export const DEMO_PASSWORD = 'Travel-Demo-2026';

/** A demo account as the mocked API knows it: the token its login hands out, and its profile. */
export interface DemoAccountFixture {
  token: string;
  user: UserProfile;
}

type RoleFlags = Partial<Pick<UserProfile, 'isTravelAgent' | 'isRestrictedAgent' | 'isRewardWalletEnable'>>;

function demoAccount(id: number, userType: UserProfile['userType'], [firstName, lastName]: [string, string], email: string, flags: RoleFlags = {}): DemoAccountFixture {
  return {
    token: `mock-access-token-${email.split('@')[0]}`,
    user: {
      ...travellerProfileFixture,
      id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      userType,
      personal_info: { first_name: firstName, last_name: lastName, email, profile_image: '', phone: null, credits: { amount: 0, currency: 'USD' } },
      isRewardWalletEnable: false,
      isTravelAgent: false,
      isRestrictedAgent: false,
      ...flags,
    },
  };
}

/**
 * The wayfarer demo accounts of docs/demo-data.md that sign in with a password, each with
 * its role and flags, so that prices and pages by role can be tried under MOCKS=1. The
 * traveller is the long-standing fixture (its token is loginFixture's).
 */
export const wayfarerDemoAccounts: readonly DemoAccountFixture[] = [
  { token: loginFixture.token, user: travellerProfileFixture },
  demoAccount(2, 'Customer', ['Paul', 'Morgan'], 'plain@wayfarer.test'),
  demoAccount(3, 'Agent', ['Alex', 'Rivera'], 'agent@wayfarer.test', { isTravelAgent: true, isRewardWalletEnable: true }),
  demoAccount(4, 'Agent', ['Riley', 'Jones'], 'restricted@wayfarer.test', { isTravelAgent: true, isRestrictedAgent: true }),
  demoAccount(5, 'AgencyOwner', ['Olivia', 'Chen'], 'owner@wayfarer.test', { isTravelAgent: true, isRewardWalletEnable: true }),
  demoAccount(6, 'Admin', ['Adam', 'Brooks'], 'admin@wayfarer.test', { isTravelAgent: true, isRewardWalletEnable: true }),
  demoAccount(7, 'SalesAgent', ['Sam', 'Patel'], 'sales@wayfarer.test', { isTravelAgent: true }),
];

/**
 * The token of the demo account with `user`'s role (the first of its type and restriction),
 * so the mocked API answers as it would that role: the Command Center's calls refuse a
 * traveller and show a sales agent only their own clients.
 */
export function demoTokenFor(user: Pick<UserProfile, 'userType' | 'isRestrictedAgent'>): string {
  const account = wayfarerDemoAccounts.find(({ user: demo }) => demo.userType === user.userType && demo.isRestrictedAgent === user.isRestrictedAgent);
  if (!account) throw new Error(`No wayfarer demo account is a ${user.userType}`);
  return account.token;
}
