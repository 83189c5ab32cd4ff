import { activeFilterCount, formatDayRange, isWideResults, parsePriceRange } from '@travel/ui/search';

describe('activeFilterCount', () => {
  const PRICE = [['priceMin', 'priceMax']] as const;
  test.each([
    ['no filter', {}, 0],
    ['unset, false and empty values narrow nothing', { priceMin: undefined, stars: [], freeCancellation: false, text: '' }, 0],
    ['one star rating', { stars: [5] }, 1],
    ['several star ratings are one filter', { stars: [4, 5] }, 1],
    ['stars and free cancellation', { stars: [5], freeCancellation: true }, 2],
    ['a price range with both ends is one filter', { priceMin: 10000, priceMax: 30000 }, 1],
    ['a price range with one end', { priceMax: 30000 }, 1],
    ['a zero minimum still narrows', { priceMin: 0 }, 1],
    ['everything', { priceMin: 1, priceMax: 2, stars: [3], guestRatingMin: 4, freeCancellation: true, amenities: ['Pool'] }, 5],
  ])('%s', (_name, filters: Record<string, unknown>, count) => {
    expect(activeFilterCount(filters, PRICE)).toBe(count);
  });

  test('without groups every key counts on its own', () => {
    expect(activeFilterCount({ priceMin: 1, priceMax: 2 })).toBe(2);
  });
});

describe('isWideResults', () => {
  test.each([
    [390, false],
    [412, false],
    [959, false],
    [960, true],
    [1366, true],
  ])('%i px: %s', (width, wide) => {
    expect(isWideResults(width)).toBe(wide);
  });
});

describe('parsePriceRange', () => {
  test.each([
    ['both empty: no limit', '', '', { range: { min: undefined, max: undefined }, errors: {} }],
    ['a minimum only', '120', '', { range: { min: 120, max: undefined }, errors: {} }],
    ['cents and spaces', ' 99.5 ', '450.50', { range: { min: 99.5, max: 450.5 }, errors: {} }],
    ['equal ends', '200', '200', { range: { min: 200, max: 200 }, errors: {} }],
    ['a maximum below the minimum', '300', '100', { errors: { max: 'maxBelowMin' } }],
    ['letters', '12a', '', { errors: { min: 'invalid' } }],
    ['a negative amount', '', '-5', { errors: { max: 'invalid' } }],
    ['three decimals', '1.005', '2', { errors: { min: 'invalid' } }],
    ['both wrong', 'x', 'y', { errors: { min: 'invalid', max: 'invalid' } }],
  ])('%s', (_name, min, max, parsed) => {
    expect(parsePriceRange(min, max)).toEqual(parsed);
  });
});

describe('formatDayRange', () => {
  test.each([
    ['en', '2027-01-08', '2027-01-11', 'Jan 8 – 11'],
    ['en', '2027-02-27', '2027-03-02', 'Feb 27 – Mar 2'],
    ['de', '2027-01-08', '2027-01-11', '8.–11. Jan.'],
    ['en', '2027-12-30', '2028-01-02', 'Dec 30, 2027 – Jan 2, 2028'],
  ])('%s %s to %s', (language, start, end, text) => {
    // Intl puts thin and narrow no-break spaces around the dash; compare the words.
    expect(formatDayRange(start, end, language).replace(/\s/g, ' ')).toBe(text);
  });
});
