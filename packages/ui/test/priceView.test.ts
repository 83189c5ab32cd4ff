import type { VisibleRates } from '@travel/contracts';
import { displayedPrice, priceVisibility, showsSavedAmount } from '../src';

const rates: VisibleRates = {
  currency: 'USD',
  baseRate: 20000,
  taxAndFee: 2400,
  totalRate: 22400,
  publishedRate: 28000,
  savedPrice: 5600,
  discountPercentage: 20,
  wholesaleRate: 17857,
  markup: 2143,
};
const traveller = { isTravelAgent: false, isRestrictedAgent: false };
const agent = { isTravelAgent: true, isRestrictedAgent: false };
const restricted = { isTravelAgent: true, isRestrictedAgent: true };

describe('priceVisibility (SPEC 1, 6)', () => {
  it.each([
    [null, false, 'reveal'],
    [null, true, 'public'],
    [traveller, false, 'public'],
    [restricted, false, 'public'],
    [agent, false, 'agent'],
    [agent, true, 'agent'],
  ] as const)('%j allowNonLoginFlow %s -> %s', (viewer, allow, expected) => {
    expect(priceVisibility(viewer, allow)).toBe(expected);
  });
});

describe('displayedPrice', () => {
  it('keeps the offer currency when it is the display currency', () => {
    expect(displayedPrice(rates, 'USD', {})).toEqual({ currency: 'USD', total: 224, retail: 280, saved: 56, discountPercentage: 20, wholesale: 178.57, markup: 21.43 });
  });
  it('converts every amount through USD', () => {
    const shown = displayedPrice(rates, 'EUR', { EUR: 0.5 });
    expect(shown).toMatchObject({ currency: 'EUR', total: 112, retail: 140, saved: 28 });
  });
  it('falls back to the offer currency when the rate is missing', () => {
    expect(displayedPrice(rates, 'NOK', {}).currency).toBe('USD');
  });
  it('leaves out what the API did not send', () => {
    const { wholesaleRate: _w, markup: _m, ...publicRates } = rates;
    expect(displayedPrice(publicRates, 'USD', {})).not.toHaveProperty('wholesale');
  });
});

describe('showsSavedAmount (SPEC 5)', () => {
  it.each([
    [0, false],
    [0.49, false],
    [0.5, true],
    [12, true],
  ])('%d -> %s', (saved, shown) => {
    expect(showsSavedAmount(saved)).toBe(shown);
  });
});
