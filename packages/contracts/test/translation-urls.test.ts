import { translationUrls } from '@travel/contracts';

test.each([
  ['en', ['common'], ['/locales/en/common.json']],
  ['de', ['common', 'pages'], ['/locales/de/common.json', '/locales/de/pages.json', '/locales/en/common.json', '/locales/en/pages.json']],
  ['ar', [], []],
] as const)('the files i18next fetches for %s with %j', (language, namespaces, expected) => {
  expect(translationUrls(language, namespaces)).toEqual(expected);
});
