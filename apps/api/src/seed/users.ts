import type { UserType } from '../db/schema';

/** Every demo account signs in with this password (DEMO.md). */
export const DEMO_PASSWORD = 'Travel-Demo-2026';

export interface DemoUser {
  subdomain: string;
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  isTravelAgent?: boolean;
  isRestrictedAgent?: boolean;
  isRewardWalletEnable?: boolean;
  isSsoUser?: boolean;
  creditsMinor?: number;
  language?: string;
}

/** The accounts table of DEMO.md. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    subdomain: 'wayfarer',
    email: 'traveller@wayfarer.test',
    userType: 'Customer',
    firstName: 'Tara',
    lastName: 'Quinn',
    isRewardWalletEnable: true,
    creditsMinor: 15_000,
  },
  { subdomain: 'wayfarer', email: 'plain@wayfarer.test', userType: 'Customer', firstName: 'Paul', lastName: 'Morgan' },
  {
    subdomain: 'wayfarer',
    email: 'agent@wayfarer.test',
    userType: 'Agent',
    firstName: 'Alex',
    lastName: 'Rivera',
    isTravelAgent: true,
    isRewardWalletEnable: true,
  },
  {
    subdomain: 'wayfarer',
    email: 'restricted@wayfarer.test',
    userType: 'Agent',
    firstName: 'Riley',
    lastName: 'Jones',
    isTravelAgent: true,
    isRestrictedAgent: true,
  },
  {
    subdomain: 'wayfarer',
    email: 'owner@wayfarer.test',
    userType: 'AgencyOwner',
    firstName: 'Olivia',
    lastName: 'Chen',
    isTravelAgent: true,
    isRewardWalletEnable: true,
  },
  {
    subdomain: 'wayfarer',
    email: 'admin@wayfarer.test',
    userType: 'Admin',
    firstName: 'Adam',
    lastName: 'Brooks',
    isTravelAgent: true,
    isRewardWalletEnable: true,
  },
  { subdomain: 'wayfarer', email: 'sales@wayfarer.test', userType: 'SalesAgent', firstName: 'Sam', lastName: 'Patel', isTravelAgent: true },
  { subdomain: 'sunny', email: 'owner@sunny.test', userType: 'AgencyOwner', firstName: 'Sofia', lastName: 'Martinez', isTravelAgent: true },
  // Sol's owner: the browser tests change Sol's product settings, which no other test reads.
  { subdomain: 'sol', email: 'owner@sol.test', userType: 'AgencyOwner', firstName: 'Valentina', lastName: 'Ruiz', isTravelAgent: true },
  { subdomain: 'sunny', email: 'traveller@sunny.test', userType: 'Customer', firstName: 'Lucas', lastName: 'Weber' },
  {
    subdomain: 'nordic',
    email: 'traveller@nordic.test',
    userType: 'Customer',
    firstName: 'Ingrid',
    lastName: 'Hansen',
    isSsoUser: true,
    language: 'no',
  },
];
