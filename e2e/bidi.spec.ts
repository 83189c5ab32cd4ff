import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { daysFromNow } from './hotel-search';
import { dismissSavingPopup, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

/**
 * The characters of an element matching `keep`, in the order the page draws them, left to
 * right (line by line): what a reader sees, whatever the text's order in the DOM.
 */
function drawnOrder(element: Locator, keep: string): Promise<string> {
  return element.evaluate((root, pattern) => {
    const wanted = new RegExp(pattern);
    const drawn: { x: number; y: number; char: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const char = text.charAt(i);
        if (!wanted.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        drawn.push({ x: box.x, y: Math.round(box.y), char });
      }
    }
    return drawn
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((item) => item.char)
      .join('');
  }, keep);
}

/** An element isolated left to right: its direction and unicode-bidi as computed. */
const bidiOf = (element: Locator) => element.evaluate((node) => ({ direction: getComputedStyle(node).direction, unicodeBidi: getComputedStyle(node).unicodeBidi }));

async function inArabic(page: Page, subdomain: string): Promise<void> {
  await page.context().addCookies([{ name: 'pll_language', value: 'ar', url: site(subdomain) }]);
}

test("the footer's phone number reads left to right on an Arabic page", async ({ page }) => {
  await inArabic(page, 'wayfarer');
  await page.goto(site('wayfarer', '/faqs'));
  const phone = page.locator('footer a[href="tel:+12125550100"] bdi');
  await expect(phone).toHaveText('+1 212 555 0100');
  expect(await bidiOf(phone)).toEqual({ direction: 'ltr', unicodeBidi: 'isolate' });
  expect(await drawnOrder(phone, '[0-9+]')).toBe('+12125550100');
});

test('@mobile the Arabic checkout shows the test cards, the phone example and prices in their reading order', async ({ page }) => {
  await page.goto(site('sunny', `/booknow/hotels/search-details?cityId=2&place=Miami&checkIn=${daysFromNow(50)}&checkOut=${daysFromNow(52)}&rooms=2`));
  await page.getByRole('link', { name: 'See rooms' }).first().click();
  await page.getByRole('link', { name: 'Reserve' }).first().click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/checkout\?/);
  await inArabic(page, 'sunny');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'أكمل حجزك' })).toBeVisible();

  for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002']) {
    const card = page.locator('.test-mode bdi', { hasText: number });
    await expect(card).toHaveText(number);
    expect(await bidiOf(card)).toEqual({ direction: 'ltr', unicodeBidi: 'isolate' });
    expect(await drawnOrder(card, '\\d')).toBe(number.replace(/ /g, ''));
  }
  // A hint is text, not markup: the example number is isolated inside it.
  const hint = page.locator('#checkout-lead-phone-hint');
  await expect(hint).toContainText('+1 212 555 0100');
  expect(await drawnOrder(hint, '[0-9+]')).toBe('+12125550100');

  // The total on the folded summary: the amount then 'US$', read right to left, so drawn 'US$ 183.12', never '$US'.
  const total = page.locator('.checkout-summary-toggle strong');
  const drawn = await drawnOrder(total, '[0-9US$]');
  expect(drawn).toMatch(/^US\$\d+$/);
  // The hotel's name is cut at its end: its first letters stay in view.
  const name = page.locator('.checkout-summary-toggle [dir="auto"]');
  const box = await name.evaluate((node) => ({ scrolled: node.scrollLeft, direction: getComputedStyle(node).direction }));
  expect(box).toEqual({ scrolled: 0, direction: 'ltr' });
});

const LOCALES = join(__dirname, '..', 'public', 'locales');
const amenityNames = (language: string): string[] =>
  Object.values((JSON.parse(readFileSync(join(LOCALES, language, 'hotels.json'), 'utf8')) as { amenities: Record<string, string> }).amenities);

test('amenities, rooms and boards are in Spanish on Viajes Sol', async ({ page }) => {
  const spanish = amenityNames('es');
  const englishOnly = amenityNames('en').filter((word) => !spanish.includes(word));
  await page.goto(site('sol', `/booknow/hotels/search-details?cityId=4&place=Canc%C3%BAn&checkIn=${daysFromNow(30)}&checkOut=${daysFromNow(32)}&rooms=2`));
  const chips = page.locator('.result-card .chip:not(.chip-more)');
  await expect(chips.first()).toBeVisible();
  const shown = await chips.allInnerTexts();
  expect(shown.filter((word) => !spanish.includes(word))).toEqual([]);
  expect(shown.filter((word) => englishOnly.includes(word))).toEqual([]);
  await expect(page.getByRole('group', { name: 'Servicios' })).toBeVisible();

  await page.getByRole('link', { name: 'Ver habitaciones' }).first().click();
  await expect(page.getByRole('heading', { name: 'Habitación Doble Estándar' })).toBeVisible();
  await expect(page.getByText('Solo alojamiento').first()).toBeVisible();
});
