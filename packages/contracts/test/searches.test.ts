import { markupAmount, priceOffer, simulatedPrice, wholesaleOf } from '../src';

describe('simulatedPrice: a draft markup on a search\'s net price, as every offer is priced', () => {
  it.each([
    [{ currency: 'USD', wholesale: 10_000, taxAndFee: 1_500 }, 1200, { currency: 'USD', wholesale: 10_000, margin: 1_200, traveller: 12_700 }],
    [{ currency: 'USD', wholesale: 10_000, taxAndFee: 0 }, 0, { currency: 'USD', wholesale: 10_000, margin: 0, traveller: 10_000 }],
    [{ currency: 'JPY', wholesale: 12_345, taxAndFee: 100 }, 1550, { currency: 'JPY', wholesale: 12_345, margin: 1_913, traveller: 14_358 }],
  ])('%j at %i bp', (sample, bp, expected) => {
    expect(simulatedPrice(sample, bp)).toEqual(expected);
    const offer = priceOffer({ wholesale: sample.wholesale, taxAndFee: sample.taxAndFee, published: 0, markupBasisPoints: bp, currency: sample.currency });
    expect(expected.traveller).toBe(offer.totalRate);
  });
});

describe('wholesaleOf: the wholesale a base rate was marked up from', () => {
  it.each([0, 1, 5, 99, 500, 1200, 1550, 3333, 10_000])('gives back every wholesale at %i bp', (bp) => {
    for (let wholesale = 0; wholesale < 3_000; wholesale += 7) {
      expect(wholesaleOf(wholesale + markupAmount(wholesale, bp), bp)).toBe(wholesale);
    }
    expect(wholesaleOf(987_654_321 + markupAmount(987_654_321, bp), bp)).toBe(987_654_321);
  });
});
