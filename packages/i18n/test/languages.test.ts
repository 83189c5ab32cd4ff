import { LANGUAGE_CODES } from '@travel/contracts';
import { LANGUAGE_COOKIE_DAYS, directionOf, pickLanguage } from '@travel/i18n';

const all = [...LANGUAGE_CODES];
const nordic = ['en', 'no', 'da', 'sv'] as const;

describe('pickLanguage: query lng, then the pll_language cookie, then the agency default', () => {
  test.each([
    [{ query: 'fr', cookie: 'de', offered: all }, 'fr'],
    [{ query: null, cookie: 'de', offered: all }, 'de'],
    [{ query: null, cookie: undefined, offered: all }, 'en'],
    [{ query: 'xx', cookie: 'ar', offered: all }, 'ar'], // an unknown query value is ignored
    [{ query: 'fr', cookie: undefined, offered: [...nordic] }, 'en'], // not offered by this agency
    [{ query: null, cookie: 'sv', offered: [...nordic] }, 'sv'],
    [{ query: null, cookie: undefined, offered: ['es', 'en'] as const }, 'es'], // sol defaults to Spanish
  ])('%j -> %s', (input, expected) => {
    expect(pickLanguage({ ...input, offered: [...input.offered] })).toBe(expected);
  });
});

test('only Arabic is written right to left', () => {
  expect(LANGUAGE_CODES.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar']);
});

test('the language cookie lasts 525600 minutes', () => {
  expect(LANGUAGE_COOKIE_DAYS * 24 * 60).toBe(525600);
});
