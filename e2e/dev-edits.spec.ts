import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { MOCK_HOTELS_PORT } from './support';

/**
 * The developer's loop on `MOCKS=1 npm run dev:hotels`: an edited component and an edited
 * translation file show in the open page without a reload, and what was typed stays. The
 * files are put back as they were, whatever happens.
 */
const root = join(__dirname, '..');
const searchPage = join(root, 'apps/hotels/src/search/SearchPage.tsx');
const hotelsEnglish = join(root, 'public/locales/en/hotels.json');
/** The search page's title as SearchPage.tsx passes it to the hero. */
const TITLE = "title={t('title')}";

test.describe.configure({ mode: 'serial' });

const originals = new Map<string, string>();
function edit(file: string, change: (text: string) => string): void {
  const text = readFileSync(file, 'utf8');
  if (!originals.has(file)) originals.set(file, text);
  const changed = change(text);
  expect(changed).not.toBe(text);
  writeFileSync(file, changed);
}
test.afterEach(() => {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
});

test('an edited component and translation show at once, keeping what was typed (Fast Refresh)', async ({ page }) => {
  await page.goto(`http://localhost:${MOCK_HOTELS_PORT}/booknow/hotels/search`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels' })).toBeVisible();
  const destination = page.getByRole('combobox', { name: 'Destination or hotel' });
  await destination.fill('Paris');
  // A full reload would lose this as well as the typed value.
  await page.evaluate(() => ((window as unknown as { openedOnce: boolean }).openedOnce = true));

  edit(searchPage, (text) => text.replace(TITLE, "title={`${t('title')} (edited)`}"));
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels (edited)' })).toBeVisible({ timeout: 60_000 });
  await expect(destination).toHaveValue('Paris');

  edit(hotelsEnglish, (text) => JSON.stringify({ ...JSON.parse(text), title: 'Stays' }, null, 2) + '\n');
  await expect(page.getByRole('heading', { level: 1, name: 'Stays (edited)' })).toBeVisible({ timeout: 30_000 });
  await expect(destination).toHaveValue('Paris');
  expect(await page.evaluate(() => (window as unknown as { openedOnce?: boolean }).openedOnce)).toBe(true);
});
