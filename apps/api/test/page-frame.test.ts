import { themeFor } from '@travel/contracts';
import { styleHash } from '../src/web/csp';
import { htmlAttributes, pageFrame, pageLanguage, themeStyle } from '../src/web/page-frame';

const offered = { languages: ['en', 'ar', 'de'] as const };

test.each([
  ['', {}, 'en'],
  ['lng=ar', {}, 'ar'],
  ['', { pll_language: 'de' }, 'de'],
  ['lng=de', { pll_language: 'ar' }, 'de'],
  ['lng=sv', {}, 'en'],
])('?%s with cookies %j is rendered in %s', (search, cookies, language) => {
  expect(pageLanguage({ languages: [...offered.languages] }, { query: new URLSearchParams(search), cookies })).toBe(language);
});

test.each([
  ['#2c7be5', '--color-on-primary:#ffffff'],
  ['#ffd400', '--color-on-primary:#000000'],
  ['not a colour', '--color-primary:#2c7be5'],
])('the page frame colours %s as the shell does (%s)', (primaryColor, expected) => {
  expect(themeStyle(themeFor(primaryColor))).toContain(expected);
});

test("an Arabic page's <html> is right to left, in the agency's theme", () => {
  const frame = pageFrame({ languages: ['en', 'ar'], primaryColor: '#ffd400' } as Parameters<typeof pageFrame>[0], { query: new URLSearchParams('lng=ar'), cookies: {} });
  expect(htmlAttributes(frame)).toBe('lang="ar" dir="rtl" class="theme-light"');
});

test('the style hash is the CSP form of the sha256 of exactly that CSS', () => {
  expect(styleHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});
