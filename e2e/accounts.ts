import { join } from 'node:path';

/**
 * The demo accounts (docs/demo-data.md) whose signed-in state the browser tests share, each
 * with its agency. The setup project (sign-in.setup.ts) signs each in once per run; a test
 * that logs one out or changes its password would revoke that state for every other test, so
 * such a test signs in an account of its own instead.
 */
export const SHARED_ACCOUNTS = {
  'traveller@wayfarer.test': 'wayfarer',
  'agent@wayfarer.test': 'wayfarer',
  'restricted@wayfarer.test': 'wayfarer',
  'owner@wayfarer.test': 'wayfarer',
  'sales@wayfarer.test': 'wayfarer',
  'owner@sunny.test': 'sunny',
  'traveller@sunny.test': 'sunny',
  'owner@sol.test': 'sol',
} as const;

export type SharedAccount = keyof typeof SHARED_ACCOUNTS;

/** Where the setup project keeps an account's signed-in browser state (gitignored). */
export const sessionFile = (account: SharedAccount): string => join(__dirname, '.auth', `${account}.json`);

/** For `test.use`: every test of the group starts in a browser signed in as `account`. */
export const signedInAs = (account: SharedAccount) => ({ storageState: sessionFile(account) });
