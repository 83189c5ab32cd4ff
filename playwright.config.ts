import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEV_API_PORT, DEV_HOTELS_PORT, E2E_PORT, MOCK_HOTELS_PORT } from './e2e/support';

/**
 * The browser tests drive Debian's Chromium against the production server (`npm start`) and,
 * for the developer's loop (e2e/dev-*.spec.ts), against `npm run dev:hotels` with and without
 * the API.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'travel-e2e-db-'));
const devDataDir = mkdtempSync(join(tmpdir(), 'travel-e2e-dev-db-'));
const DEV_SPECS = /dev-.*\.spec\.ts$/;
/** They edit source files, which every dev server watches: they run last, on their own. */
const SOURCE_EDIT_SPECS = /dev-edits\.spec\.ts$/;

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/, testIgnore: DEV_SPECS, dependencies: ['sign-in'] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/, testIgnore: DEV_SPECS, dependencies: ['sign-in'] },
    { name: 'dev', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: DEV_SPECS, testIgnore: SOURCE_EDIT_SPECS },
    { name: 'dev-edits', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: SOURCE_EDIT_SPECS, dependencies: ['dev'] },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/start.ts',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // MAIL_OUTBOX: the tests read the links mailed to them (an agent's invitation) from the dev outbox.
      env: { PORT: String(E2E_PORT), PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', MAIL_OUTBOX: '1' },
    },
    {
      command: 'npm run dev:hotels',
      // Through the dev server's proxy: ready once both the remote and its API answer.
      url: `http://127.0.0.1:${DEV_HOTELS_PORT}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { PORT_HOTELS: String(DEV_HOTELS_PORT), PORT: String(DEV_API_PORT), PGLITE_DATA_DIR: devDataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    },
    {
      command: 'npm run dev:hotels',
      url: `http://127.0.0.1:${MOCK_HOTELS_PORT}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { MOCKS: '1', PORT_HOTELS: String(MOCK_HOTELS_PORT) },
    },
  ],
});
