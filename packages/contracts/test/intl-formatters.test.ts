import { dateTimeFormat, displayNames, listFormat, numberFormat } from '@travel/contracts';

test('a formatter is made once per language and options, and formats as a new one would', () => {
  const rating = numberFormat('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  expect(numberFormat('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe(rating);
  expect(rating.format(4.25)).toBe(new Intl.NumberFormat('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.25));
});

test.each([
  ['another language', () => numberFormat('en', { minimumFractionDigits: 1 }), () => numberFormat('ar', { minimumFractionDigits: 1 })],
  ['other options', () => numberFormat('en', { minimumFractionDigits: 1 }), () => numberFormat('en', { minimumFractionDigits: 2 })],
  ['a time zone', () => dateTimeFormat('en', { day: 'numeric' }), () => dateTimeFormat('en', { day: 'numeric', timeZone: 'UTC' })],
])('%s gets a formatter of its own', (_case, first, second) => {
  expect(first()).not.toBe(second());
});

test.each([
  ['de decimals', numberFormat('de', { minimumFractionDigits: 2 }).format(1234.5), '1.234,50'],
  ['fr day', dateTimeFormat('fr', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date('2027-03-14T00:00:00Z')), '14 mars'],
  ['es list', listFormat('es', { type: 'conjunction' }).format(['Wi-Fi', 'piscina']), 'Wi-Fi y piscina'],
  ['sv region', displayNames('sv', { type: 'region' }).of('NO'), 'Norge'],
])('%s in the language asked for', (_case, text, expected) => {
  expect(text).toBe(expected);
});
