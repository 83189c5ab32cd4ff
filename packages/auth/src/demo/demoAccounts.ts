import type { Role } from '../rules/role';

/** Every demo account's password (docs/demo-data.md; the API's seed, apps/api/src/seed/users.ts). */
export const DEMO_PASSWORD = 'Travel-Demo-2026';

export interface DemoAccount {
  email: string;
  role: Role;
}

/**
 * The demo accounts of docs/demo-data.md that sign in with a password, by agency subdomain.
 * Nordic's only account signs in through the agency's single sign-on portal, so it has none.
 */
const DEMO_ACCOUNTS: ReadonlyMap<string, readonly DemoAccount[]> = new Map([
  [
    'wayfarer',
    [
      { email: 'traveller@wayfarer.test', role: 'Customer' },
      { email: 'plain@wayfarer.test', role: 'Customer' },
      { email: 'agent@wayfarer.test', role: 'Agent' },
      { email: 'restricted@wayfarer.test', role: 'RestrictedAgent' },
      { email: 'owner@wayfarer.test', role: 'AgencyOwner' },
      { email: 'admin@wayfarer.test', role: 'Admin' },
      { email: 'sales@wayfarer.test', role: 'SalesAgent' },
    ],
  ],
  [
    'sunny',
    [
      { email: 'owner@sunny.test', role: 'AgencyOwner' },
      { email: 'traveller@sunny.test', role: 'Customer' },
    ],
  ],
]);

/** The demo accounts of the agency with this subdomain: an account signs in on its own agency only. */
export function demoAccountsFor(subdomain: string | undefined): readonly DemoAccount[] {
  return DEMO_ACCOUNTS.get(subdomain ?? '') ?? [];
}
