import { initialCurrency } from '../src/currency-choice';

describe('initialCurrency (SPEC 2.3, 4)', () => {
  it.each([
    ['/', '', null, 'USD', 'USD', null],
    ['/', '', 'EUR', 'USD', 'USD', null],
    ['/booknow/hotels', '', 'EUR', 'USD', 'EUR', 'EUR'],
    ['/booknow/hotels', '', null, 'MXN', 'MXN', null],
    ['/booknow/hotels', '?currency=nok', 'EUR', 'USD', 'NOK', 'NOK'],
    ['/', '?curr=GBP', null, 'USD', 'GBP', 'GBP'],
    ['/', '?currency=GBP&curr=EUR', null, 'USD', 'GBP', 'GBP'],
    ['/faqs', '?currency=dollars', 'EUR', 'USD', 'EUR', 'EUR'],
    ['/faqs', '', 'not-a-code', 'USD', 'USD', null],
  ])('%s%s stored %s default %s -> %s (stores %s)', (pathname, search, stored, agencyDefault, currency, store) => {
    expect(initialCurrency({ pathname, search, stored, agencyDefault })).toEqual({ currency, store });
  });
});
