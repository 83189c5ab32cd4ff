import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/support';

/** The browser tests drive Debian's Chromium against the production server (`npm start`). */
const dataDir = mkdtempSync(join(tmpdir(), 'travel-e2e-db-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [
    // Signs the shared demo accounts in once; the tests start from the saved state (e2e/accounts.ts).
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/, dependencies: ['sign-in'] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/, dependencies: ['sign-in'] },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(E2E_PORT), PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  },
});
