/** The account area's pages, each titled by `sections.<name>` in the account namespace. */
export type AccountSection = 'dashboard' | 'mytrips' | 'profile' | 'support' | 'wallet';

/**
 * SPEC 2.2: the traveller's pages under /mytrip, and the agent's own profile and support
 * (the rest of the agent's links, their Wallet too, are the Command Center remote's).
 */
export const ACCOUNT_PATHS = {
  traveller: { dashboard: '/mytrip/dashboard', mytrips: '/mytrip/mytrips', profile: '/mytrip/profile', support: '/mytrip/support', wallet: '/mytrip/wallet/' },
  agent: { dashboard: '/dashboard', profile: '/settings/profile', support: '/settings/support' },
} as const;

