import { test as setup } from '@playwright/test';
import { SHARED_ACCOUNTS, sessionFile, type SharedAccount } from './accounts';
import { logIn } from './support';

/**
 * Signs each shared account in once per run and saves its browser state for the tests
 * (`signedInAs`): one login per account, where a login per test would soon pass the API's
 * ten logins a minute from one address and have to wait.
 */
for (const [account, subdomain] of Object.entries(SHARED_ACCOUNTS) as [SharedAccount, string][]) {
  setup(`sign in ${account}`, async ({ page }) => {
    await logIn(page, subdomain, account);
    await page.context().storageState({ path: sessionFile(account) });
  });
}
