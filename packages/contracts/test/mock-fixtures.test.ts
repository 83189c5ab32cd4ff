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
