import type { VisibleRates } from '@travel/contracts';
import { cappedStay } from '../src/results/cappedStay';
import { nightlyPrice } from '../src/results/nightlyPrice';

describe('cappedStay: the 60-night notice (SPEC 5)', () => {
  const asked = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });
  test.each([
    ['no answer yet', asked('2027-03-01', '2027-03-04'), undefined, undefined],
    ['a 3-night answer to a 3-night search', asked('2027-03-01', '2027-03-04'), { start: '2027-03-01', end: '2027-03-04', nights: 3 }, undefined],
    // The list keeps the last answer while new dates load: its dates differ, with no cap involved.
    ['the last answer while a 3-night search loads', asked('2027-03-10', '2027-03-13'), { start: '2027-03-01', end: '2027-03-03', nights: 2 }, undefined],
    ['a 2-night answer while a 3-night search from the same day loads', asked('2027-03-01', '2027-03-04'), { start: '2027-03-01', end: '2027-03-03', nights: 2 }, undefined],
    ['exactly 60 nights', asked('2027-03-01', '2027-04-30'), { start: '2027-03-01', end: '2027-04-30', nights: 60 }, undefined],
    ['90 nights asked, 60 shown', asked('2027-03-01', '2027-05-30'), { start: '2027-03-01', end: '2027-04-30', nights: 60 }, { start: '2027-03-01', end: '2027-04-30', nights: 60 }],
    ['the last capped answer while a 3-night search from the same day loads', asked('2027-03-01', '2027-03-04'), { start: '2027-03-01', end: '2027-04-30', nights: 60 }, undefined],
  ])('%s', (_name, search, stay, shown) => {
    expect(cappedStay(search, stay)).toEqual(shown);
  });
});

describe('nightlyPrice: one night of all the rooms, shown beside the total', () => {
  const rates = (currency: string, totalRate: number): VisibleRates => ({ currency, baseRate: totalRate, taxAndFee: 0, totalRate, publishedRate: totalRate, savedPrice: 0, discountPercentage: 0 });
  const EXCHANGE = { EUR: 0.5, JPY: 150 };
  test.each([
    ['in the display currency', { rates: rates('USD', 36_000), nightly: 12_000 }, 'USD', { amount: 120, currency: 'USD' }],
    ['converted as the total is', { rates: rates('USD', 36_000), nightly: 12_000 }, 'EUR', { amount: 60, currency: 'EUR' }],
    ['from a currency without decimals', { rates: rates('JPY', 45_000), nightly: 15_000 }, 'USD', { amount: 100, currency: 'USD' }],
    ['in its own currency when no rate is known, as the total is', { rates: rates('USD', 36_000), nightly: 12_000 }, 'GBP', { amount: 120, currency: 'USD' }],
  ])('%s', (_name, result, display, expected) => {
    expect(nightlyPrice(result, display, EXCHANGE)).toEqual(expected);
  });
});
