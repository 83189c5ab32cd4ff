import {
  currenciesResponseSchema,
  exchangeRatesResponseSchema,
  hotelDealsResponseSchema,
  loginResponseSchema,
  priceOffer,
  profileResponseSchema,
} from '@travel/contracts';
import { apiClient } from '@travel/api-client';
import { currenciesFixture, exchangeRatesFixture, hotelDealsFixture, loginFixture, travellerProfileFixture } from '@travel/mocks';
import { activityDealsResponseSchema, carDealsResponseSchema, discountPercentage } from '@travel/contracts';
import { activityDealsFixture, carDealsFixture } from '@travel/mocks';

describe('the msw fixtures are what the API sends: each parses with its contract schema', () => {
  test.each([
    ['exchange rates', exchangeRatesResponseSchema, exchangeRatesFixture],
    ['enabled currencies', currenciesResponseSchema, currenciesFixture],
    ['hotel deals', hotelDealsResponseSchema, { response: hotelDealsFixture }],
    ['login', loginResponseSchema, loginFixture],
    ['profile', profileResponseSchema, { user: travellerProfileFixture }],
  ])('%s', (_name, schema, fixture) => {
    expect(schema.safeParse(fixture).error).toBeUndefined();
  });

  test("the hotel deal's rates follow the price rules (wayfarer's 12 % markup)", () => {
    const [deal] = hotelDealsFixture;
    const priced = priceOffer({ wholesale: 44600, taxAndFee: 5920, published: 64000, markupBasisPoints: 1200, currency: 'USD' });
    expect(deal?.rates).toEqual(expect.objectContaining({ totalRate: priced.totalRate, savedPrice: priced.savedPrice, discountPercentage: priced.discountPercentage }));
  });
});

describe('the mocked account calls answer like the API', () => {
  test('the demo traveller signs in; a wrong password gets the API error', async () => {
    const ok = await apiClient.post('/api/user/login', { email: 'traveller@wayfarer.test', password: 'Travel-Demo-2026' });
    expect(ok.data.user.personal_info.first_name).toBe('Tara');
    await expect(apiClient.post('/api/user/login', { email: 'traveller@wayfarer.test', password: 'nope' })).rejects.toMatchObject({
      response: { status: 400, data: { error: { code: 'INVALID_CREDENTIALS' } } },
    });
  });
});

describe('the activity and car deal fixtures (mocks/deals.ts) are what the API sends', () => {
  test.each([
    ['activity deals', activityDealsResponseSchema, activityDealsFixture],
    ['car deals', carDealsResponseSchema, carDealsFixture],
  ])('%s parse with the response schema', (_name, schema, fixture) => {
    expect(schema.safeParse(fixture).error).toBeUndefined();
  });

  test.each([
    ...activityDealsFixture.map((deal) => [deal.title, deal.rates] as const),
    ...carDealsFixture.map((deal) => [deal.name, deal.rates] as const),
  ])('%s: price to traveller = base + tax, saved = retail - price, anonymous view (no agent fields)', (_name, rates) => {
    expect(rates.totalRate).toBe(rates.baseRate + rates.taxAndFee);
    expect(rates.savedPrice).toBe(Math.max(0, rates.publishedRate - rates.totalRate));
    expect(rates.discountPercentage).toBe(discountPercentage(rates.savedPrice, rates.publishedRate));
    expect(rates).not.toHaveProperty('wholesaleRate');
    expect(rates).not.toHaveProperty('markup');
  });

  test('the mocked searches answer with them', async () => {
    expect((await apiClient.post('/api/dealray/deals/activity-search', {})).data).toEqual(activityDealsFixture);
    expect((await apiClient.post('/api/dealray/deals/car-search', {})).data).toEqual(carDealsFixture);
  });
});
