import type { ProductSettings } from '@travel/contracts';
import { keptDefault, matching, productProblems, toggled } from '../src/settings/productDraft';

test.each([
  [['EUR', 'USD'], 'NOK', true, ['EUR', 'USD', 'NOK']],
  [['EUR', 'USD'], 'EUR', false, ['USD']],
  [['EUR', 'USD'], 'EUR', true, ['USD', 'EUR']],
  [['EUR'], 'GBP', false, ['EUR']],
  [[], 'EUR', true, ['EUR']],
])('toggled(%j, %s, %s) is %j', (list, code, on, expected) => {
  expect(toggled(list, code, on)).toEqual(expected);
});

test.each([
  [['en', 'no'], 'no', 'no'],
  [['en', 'sv'], 'no', 'en'],
  [[], 'no', 'no'],
])('keptDefault(%j, %s) is %s', (list, current, expected) => {
  expect(keptDefault(list, current)).toBe(expected);
});

const valid: ProductSettings = {
  services: [{ title: 'Hotels', active: true }, { title: 'Cars', active: false }],
  cruiseLines: [],
  currencies: ['USD'],
  defaultCurrency: 'USD',
  countries: null,
  languages: ['en'],
  defaultLanguage: 'en',
};

test.each<[string, Partial<ProductSettings>, string[]]>([
  ['valid settings', {}, []],
  ['no active service', { services: [{ title: 'Hotels', active: false }] }, ['services']],
  ['no language', { languages: [] }, ['languages']],
  ['no currency', { currencies: [] }, ['currencies']],
  ['chosen countries, none chosen', { countries: [] }, ['countries']],
  ['every country', { countries: null }, []],
  ['everything wrong, in the form order', { services: [], languages: [], currencies: [], countries: [] }, ['services', 'languages', 'currencies', 'countries']],
])('%s: %j', (_case, change, expected) => {
  expect(productProblems({ ...valid, ...change })).toEqual(expected);
});

test.each([
  ['', 3],
  ['nor', 1],
  ['NO', 1],
  ['  swe ', 1],
  ['xyz', 0],
])('matching %j finds %i', (typed, count) => {
  const choices = [{ code: 'NO', name: 'Norway' }, { code: 'SE', name: 'Sweden' }, { code: 'DK', name: 'Denmark' }];
  expect(matching(choices, typed)).toHaveLength(count);
});
