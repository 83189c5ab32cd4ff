import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { signedInAs } from './accounts';
import { chooseStay, datesField, daysFromNow } from './hotel-search';
import { dismissSavingPopup, site } from './support';

/**
 * Issue 20: one range calendar for the stay's dates. It is used by keyboard alone in English
 * and in Arabic (where it reads right to left), stops check-outs 60 nights after the check-in,
 * is a popover of two months on a desktop and a bottom sheet of one month on a phone.
 */

test.beforeEach(({ page }) => dismissSavingPopup(page));

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The focused calendar day (YYYY-MM-DD) and its accessible name. */
const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? '');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Moves the calendar's focus forward to `day` by keyboard: whole weeks down, then days in the reading direction. */
async function arrowTo(page: Page, day: string, forward: 'ArrowRight' | 'ArrowLeft'): Promise<void> {
  const days = daysBetween(await focusedDay(page), day);
  expect(days, `${day} is ahead of the focused day`).toBeGreaterThanOrEqual(0);
  for (let week = 0; week < Math.floor(days / 7); week++) await page.keyboard.press('ArrowDown');
  for (let step = 0; step < days % 7; step++) await page.keyboard.press(forward);
  await expect.poll(() => focusedDay(page)).toBe(day);
}

/** Presses Tab until `target` has the focus, as a keyboard user would (a month's navigation button may come first). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 4 && !(await target.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Opens the calendar from the focused field with Enter; the focus lands on the check-in. */
async function openByKeyboard(page: Page, field: Locator, title: string): Promise<Locator> {
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  await expect.poll(() => focusedDay(page)).not.toBe('');
  return dialog;
}

test('a stay is picked with the keyboard alone, its nights shown, and the search carries its dates', async ({ page }) => {
  await page.goto(site('wayfarer', '/booknow/hotels/search'));
  await page.getByRole('combobox', { name: 'Destination or hotel' }).focus();
  await page.keyboard.type('New York');
  await expect(page.getByRole('option', { name: /New York/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');

  const dialog = await openByKeyboard(page, datesField(page), 'Choose your dates');
  await expect(dialog.getByRole('grid'), 'two months side by side').toHaveCount(2);
  expect(await focusedName(page)).toMatch(/, check-in$/);

  const checkIn = daysFromNow(40);
  const checkOut = daysFromNow(43);
  await arrowTo(page, checkIn, 'ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Now choose your check-out date. Stays are limited to 60 nights.')).toBeVisible();
  await arrowTo(page, checkOut, 'ArrowRight');
  expect(await focusedName(page)).toMatch(/, 3 nights$/);
  await expect(dialog.getByText('3 nights', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(datesField(page)).toBeFocused();
  await expect(datesField(page)).toHaveAccessibleName(/, 3 nights$/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/booknow/hotels/search-details\\?.*checkIn=${checkIn}&checkOut=${checkOut}`));
});

test('after a check-in the calendar stops at 60 nights; Escape closes it with the stay kept', async ({ page }) => {
  await page.goto(site('wayfarer', '/booknow/hotels/search'));
  await datesField(page).focus();
  const dialog = await openByKeyboard(page, datesField(page), 'Choose your dates');
  const checkIn = await focusedDay(page);
  await page.keyboard.press('Enter');

  const last = addDays(checkIn, 60);
  await arrowTo(page, last, 'ArrowRight');
  expect(await focusedName(page)).toMatch(/, 60 nights$/);
  // The 61st night is out of reach: the keys leave the focus where it is, and the day is greyed out.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageDown');
  expect(await focusedDay(page)).toBe(last);
  await expect(dialog.locator(`[data-day="${addDays(checkIn, 61)}"] button`)).toBeDisabled();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(datesField(page)).toBeFocused();
  await expect(datesField(page)).toHaveAccessibleName(/, 60 nights$/);
});

test('in Arabic the calendar reads right to left: the left arrow is the next day, and the 60-night cap holds', async ({ page }) => {
  await page.goto(site('wayfarer', '/booknow/hotels/search?lng=ar'));
  const field = page.getByRole('button', { name: /^تسجيل الوصول – تسجيل المغادرة/ });
  await field.focus();
  const dialog = await openByKeyboard(page, field, 'اختر تواريخ إقامتك');
  await expect(dialog.locator('.rdp-root')).toHaveAttribute('dir', 'rtl');
  const [first, second] = await dialog.getByRole('grid').evaluateAll((grids) => grids.map((grid) => grid.getBoundingClientRect().x));
  expect(first, 'the first month is on the right').toBeGreaterThan(second ?? Infinity);

  const start = await focusedDay(page);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedDay(page)).toBe(addDays(start, 1));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('اختر الآن تاريخ المغادرة. الحد الأقصى للإقامة 60 ليلة.')).toBeVisible();

  const last = addDays(start, 61);
  await arrowTo(page, last, 'ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedDay(page)).toBe(last);
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'تم' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toContainText('60 ليلة');
});

for (const language of ['en', 'ar']) {
  test(`${language}: the open calendar, a check-in picked, has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(site('wayfarer', `/booknow/hotels/search?lng=${language}`));
    await page.locator('button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible();
    await page.keyboard.press('Enter');
    const results = await new AxeBuilder({ page }).include('.hotel-search-form').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe(() => {
  test.use(signedInAs('traveller@wayfarer.test'));
  for (const language of ['en', 'ar']) {
    test(`${language}: signed in, the search fields sit side by side without overlapping, and the calendar fits the window`, async ({ page }) => {
      await page.goto(site('wayfarer', `/booknow/hotels/search?lng=${language}`));
      const fields = [page.getByRole('combobox').first(), page.locator('button[aria-haspopup="dialog"]').first(), page.locator('.rooms-trigger').first()];
      const boxes = await Promise.all(fields.map(async (field) => (await field.boundingBox())!));
      for (const [index, box] of boxes.entries()) {
        for (const other of boxes.slice(index + 1)) {
          const apart = box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y;
          expect(apart, `${JSON.stringify(box)} and ${JSON.stringify(other)} do not overlap`).toBe(true);
        }
      }
      await fields[1]!.click();
      const panel = await page.getByRole('dialog').boundingBox();
      const width = page.viewportSize()!.width;
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(width);
    });
  }
});

test('@mobile on a phone the calendar is a bottom sheet of one month, and a stay is picked by touch', async ({ page }) => {
  await page.goto(site('wayfarer', '/booknow/hotels/search'));
  await datesField(page).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(dialog.getByRole('grid')).toHaveCount(1);
  const sheet = (await dialog.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(Math.round(sheet.x)).toBe(0);
  expect(Math.round(sheet.width)).toBe(screen.width);
  expect(Math.round(sheet.y + sheet.height)).toBe(screen.height);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await chooseStay(page, daysFromNow(30), daysFromNow(32));
  await expect(datesField(page)).toHaveAccessibleName(/, 2 nights$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
