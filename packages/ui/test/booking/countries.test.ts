import { countryChoices } from '../../src/booking/countries';

const countries = [
  { code: 'NO', name: 'Norway' },
  { code: 'DE', name: 'Germany' },
  { code: 'AE', name: 'United Arab Emirates' },
];

test.each([
  ['en', ['Germany', 'Norway', 'United Arab Emirates']],
  ['de', ['Deutschland', 'Norwegen', 'Vereinigte Arabische Emirate']],
])('in %s the countries are named and ordered in the language', (language, names) => {
  expect(countryChoices(countries, language).map((country) => country.name)).toEqual(names);
});

test("a code the browser has no name for keeps the API's name", () => {
  expect(countryChoices([{ code: 'XK', name: 'Kosovo' }, { code: 'XY', name: 'Nowhere' }], 'en').map((country) => country.name)).toEqual(['Kosovo', 'Nowhere']);
});
