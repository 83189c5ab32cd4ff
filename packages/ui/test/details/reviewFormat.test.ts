import { scoreWord } from '@travel/contracts';
import { countryName, formatReviewDate, formatScore, inOtherLanguage, languageName } from '@travel/ui/details';

test.each<[number, ReturnType<typeof scoreWord>]>([
  [5, 'exceptional'],
  [4.5, 'exceptional'],
  [4.4, 'veryGood'],
  [4, 'veryGood'],
  [3.9, 'good'],
  [3.5, 'good'],
  [3.4, 'fair'],
  [1, 'fair'],
])('a score of %s is %s', (score, word) => {
  expect(scoreWord(score)).toBe(word);
});

test.each<[string, string, string, string, string]>([
  ['en', '4.0', 'October 31, 2026', 'Brazil', 'Spanish'],
  ['de', '4,0', '31. Oktober 2026', 'Brasilien', 'Spanisch'],
  ['no', '4,0', '31. oktober 2026', 'Brasil', 'spansk'],
])('in %s: scores, dates, countries and languages', (language, score, date, country, spanish) => {
  expect(formatScore(4, language)).toBe(score);
  expect(formatReviewDate('2026-10-31', language)).toBe(date);
  expect(countryName('BR', language)).toBe(country);
  expect(languageName('es', language)).toBe(spanish);
});

test.each<[string, string, boolean]>([
  ['es', 'en', true],
  ['en', 'en', false],
  ['pt-BR', 'pt', false],
])('a review in %s on a page in %s is in another language: %s', (written, page, other) => {
  expect(inOtherLanguage(written, page)).toBe(other);
});
