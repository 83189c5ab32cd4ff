import path from 'node:path';
import { LANGUAGE_CODES, themeFor } from '@travel/contracts';
import { styleHash } from '../src/web/csp';
import { loadHeroTexts, paintsHome, themeStyle } from '../src/web/first-paint';

const LOCALES_DIR = path.join(__dirname, '../../../public/locales');

test.each(LANGUAGE_CODES)('the %s hero has a title naming the agency and a lead, and the page skeleton says it loads', (language) => {
  const { title, lead, pageLoading } = loadHeroTexts(LOCALES_DIR)[language];
  expect(title).toContain('{{agency}}');
  expect(title.replace('{{agency}}', '')).not.toMatch(/\{\{|<|>/);
  expect(lead.length).toBeGreaterThan(10);
  expect(pageLoading).toMatch(/^[^{}<>]{3,}$/);
});

test.each([
  ['/', '', {}, true],
  ['/', 'tab=Cars&lng=de&currency=EUR', {}, true],
  ['/', 'lat=25.7&long=-80.1', {}, true],
  ['/', 'hideHeader=true', {}, false],
  ['/', 'navigateTo=/faq', {}, false],
  ['/', '', { 'x-access-token': 'token' }, false],
  ['/', '', { hideHeader: 'true' }, false],
  ['/', '', { hideHeader: 'false', pll_language: 'ar' }, true],
  ['/faq', '', {}, false],
  ['/booknow/hotels', '', {}, false],
])('%s?%s with cookies %j is painted by the server: %s', (pathname, search, cookies, painted) => {
  expect(paintsHome({ pathname, query: new URLSearchParams(search), cookies, userAgent: '' })).toBe(painted);
});

test.each([
  ['#2c7be5', '--color-on-primary:#ffffff'],
  ['#ffd400', '--color-on-primary:#000000'],
  ['not a colour', '--color-primary:#2c7be5'],
])('the first paint colours %s as the shell does (%s)', (primaryColor, expected) => {
  expect(themeStyle(themeFor(primaryColor))).toContain(expected);
});

test('the style hash is the CSP form of the sha256 of exactly that CSS', () => {
  expect(styleHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});
