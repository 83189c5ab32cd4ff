import { addRates, canSeeWholesale, discountPercentage, divideHalfUp, markupAmount, priceOffer, ratesForViewer, type PriceViewer, type VisibleRates } from '@travel/contracts';

describe('divideHalfUp', () => {
  test.each([
    [10, 4, 3], // 2.5 -> 3
    [9, 4, 2], // 2.25 -> 2
    [11, 4, 3], // 2.75 -> 3
    [0, 7, 0],
    [15, 10, 2], // 1.5 -> 2
    [14, 10, 1],
    [1, 3, 0],
    [2, 3, 1],
  ])('%i / %i -> %i', (n, d, expected) => expect(divideHalfUp(n, d)).toBe(expected));
});

describe('markupAmount: basis points of the wholesale rate, half-up to the minor unit', () => {
  test.each([
    [10_000, 1200, 1200],
    [12_345, 1200, 1481], // 1481.4
    [12_350, 1000, 1235],
    [125, 1200, 15], // 15.0
    [1_250, 1200, 150],
    [1_254, 1200, 150], // 150.48
    [1_255, 1200, 151], // 150.6
    [1_250, 1250, 156], // 156.25
    [1_252, 1250, 157], // 156.5 -> 157
    [99_999, 0, 0],
    [0, 1500, 0],
  ])('%i at %i bp -> %i', (wholesale, bp, expected) => expect(markupAmount(wholesale, bp)).toBe(expected));
});

describe('discountPercentage: one decimal, half-up', () => {
  test.each([
    [0, 10_000, 0],
    [2_500, 10_000, 25],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1_234, 10_000, 12.3], // 12.34
    [1_235, 10_000, 12.4], // 12.35 -> 12.4
    [5, 0, 0], // no reference price: no discount
  ])('%i of %i -> %d %%', (saved, published, expected) => expect(discountPercentage(saved, published)).toBe(expected));
});

describe('priceOffer', () => {
  test.each([
    // wholesale, tax, published, bp -> markup, base, total, saved, discount
    [20_000, 3_000, 30_000, 1200, 2_400, 22_400, 25_400, 4_600, 15.3],
    [20_000, 3_000, 30_000, 1000, 2_000, 22_000, 25_000, 5_000, 16.7],
    [20_000, 3_000, 30_000, 0, 0, 20_000, 23_000, 7_000, 23.3],
    [10_001, 0, 12_000, 1250, 1_250, 11_251, 11_251, 749, 6.2], // 1250.125 -> 1250; 6.24 -> 6.2
    [19_999, 2_500, 20_000, 1500, 3_000, 22_999, 25_499, 0, 0], // price above retail: nothing saved, never negative
    [0, 0, 0, 1200, 0, 0, 0, 0, 0],
  ])(
    'wholesale %i tax %i published %i at %i bp',
    (wholesale, taxAndFee, published, markupBasisPoints, markup, baseRate, totalRate, savedPrice, discount) => {
      expect(priceOffer({ wholesale, taxAndFee, published, markupBasisPoints, currency: 'USD' })).toEqual({
        currency: 'USD',
        baseRate,
        taxAndFee,
        totalRate,
        publishedRate: published,
        savedPrice,
        discountPercentage: discount,
        wholesaleRate: wholesale,
        markup,
      });
    },
  );

  it('keeps base + tax = total and saved = published - total exactly', () => {
    for (let wholesale = 0; wholesale < 5_000; wholesale += 37) {
      const offer = priceOffer({ wholesale, taxAndFee: wholesale % 97, published: wholesale * 2, markupBasisPoints: 1234, currency: 'EUR' });
      expect(offer.baseRate + offer.taxAndFee).toBe(offer.totalRate);
      expect(offer.wholesaleRate + offer.markup).toBe(offer.baseRate);
      expect(offer.savedPrice).toBe(Math.max(0, offer.publishedRate - offer.totalRate));
    }
  });

  test.each([
    ['wholesale', { wholesale: -1 }],
    ['wholesale', { wholesale: 10.5 }],
    ['taxAndFee', { taxAndFee: -5 }],
    ['published', { published: Number.NaN }],
    ['markupBasisPoints', { markupBasisPoints: -100 }],
  ])('refuses a bad %s', (name, override) => {
    const input = { wholesale: 100, taxAndFee: 10, published: 200, markupBasisPoints: 1000, currency: 'USD', ...override };
    expect(() => priceOffer(input)).toThrow(new RegExp(name));
  });
});

describe('ratesForViewer (SPEC 1, 6)', () => {
  const offer = priceOffer({ wholesale: 20_000, taxAndFee: 3_000, published: 30_000, markupBasisPoints: 1200, currency: 'USD' });
  const anonymous: PriceViewer = null;
  const traveller: PriceViewer = { isTravelAgent: false, isRestrictedAgent: false };
  const agent: PriceViewer = { isTravelAgent: true, isRestrictedAgent: false };
  const restricted: PriceViewer = { isTravelAgent: true, isRestrictedAgent: true };
  // Inconsistent flags (restricted but not an agent) must not reveal anything either.
  const odd: PriceViewer = { isTravelAgent: false, isRestrictedAgent: true };

  test.each([
    ['anonymous', anonymous, false],
    ['signed-in traveller', traveller, false],
    ['unrestricted travel agent', agent, true],
    ['restricted agent', restricted, false],
    ['restricted non-agent', odd, false],
  ])('%s sees wholesale and markup: %s', (_label, viewer, sees) => {
    const visible = ratesForViewer(offer, viewer);
    expect(canSeeWholesale(viewer)).toBe(sees);
    expect('wholesaleRate' in visible).toBe(sees);
    expect('markup' in visible).toBe(sees);
    expect(visible).toMatchObject({ totalRate: 25_400, publishedRate: 30_000, savedPrice: 4_600, discountPercentage: 15.3 });
    if (sees) expect(visible).toMatchObject({ wholesaleRate: 20_000, markup: 2_400 });
  });

  it('does not change the offer it was given', () => {
    ratesForViewer(offer, anonymous);
    expect(offer.wholesaleRate).toBe(20_000);
    expect(offer.markup).toBe(2_400);
  });
});

describe('addRates: two fares of one currency as one', () => {
  const rates = (total: number): VisibleRates => ({ currency: 'USD', baseRate: total - 100, taxAndFee: 100, totalRate: total, publishedRate: total + 100, savedPrice: 100, discountPercentage: 1 });

  it('adds up, the discount recomputed, and drops an agent part only one of them has', () => {
    const sum = addRates({ ...rates(1000), wholesaleRate: 800, markup: 100 }, rates(500));
    expect(sum).toMatchObject({ totalRate: 1500, publishedRate: 1700, savedPrice: 200, taxAndFee: 200 });
    expect(sum.discountPercentage).toBeCloseTo((200 / 1700) * 100, 0);
    expect(sum).not.toHaveProperty('wholesaleRate');
  });

  it('keeps the agent parts when both have them', () => {
    expect(addRates({ ...rates(1000), wholesaleRate: 800, markup: 100 }, { ...rates(500), wholesaleRate: 350, markup: 50 })).toMatchObject({ wholesaleRate: 1150, markup: 150 });
  });
});
