import { bookingFixture } from '@travel/mocks';
import { walletActivity } from '../src/wallet/walletActivity';

const card = { brand: 'visa', last4: '4242', amount: 30000 };
const refund = (wallet: number, card = 0) => ({ at: '2026-03-05T08:00:00.000Z', penalty: 0, refund: { card, wallet, total: card + wallet }, currency: 'USD' });

const cardOnly = bookingFixture({ reference: 'H-CARDONLY', createdAt: '2026-03-01T10:00:00.000Z' });
const walletPaid = bookingFixture({
  reference: 'H-WALLETPD',
  createdAt: '2026-02-01T10:00:00.000Z',
  payment: { currency: 'USD', card, walletAmount: 15000 },
});
const walletRefunded = bookingFixture({
  reference: 'H-REFUNDED',
  createdAt: '2026-03-02T10:00:00.000Z',
  status: 'cancelled',
  payment: { currency: 'USD', card: null, walletAmount: 20000 },
  cancelled: refund(18000),
});
const cardRefunded = bookingFixture({
  reference: 'H-CARDREFD',
  status: 'cancelled',
  cancelled: refund(0, 30000),
});

test.each([
  ['no bookings', [], []],
  ['a booking paid by card alone moves no credits', [cardOnly], []],
  ['credits paid towards a booking', [walletPaid], [['spent', 'H-WALLETPD', '2026-02-01T10:00:00.000Z', 15000]]],
  [
    'a cancelled booking: what it took, then what came back, newest first',
    [walletRefunded],
    [
      ['refunded', 'H-REFUNDED', '2026-03-05T08:00:00.000Z', 18000],
      ['spent', 'H-REFUNDED', '2026-03-02T10:00:00.000Z', 20000],
    ],
  ],
  ['a refund to the card alone moves no credits', [cardRefunded], []],
  [
    'several bookings, most recent first whatever their order',
    [walletPaid, cardOnly, walletRefunded],
    [
      ['refunded', 'H-REFUNDED', '2026-03-05T08:00:00.000Z', 18000],
      ['spent', 'H-REFUNDED', '2026-03-02T10:00:00.000Z', 20000],
      ['spent', 'H-WALLETPD', '2026-02-01T10:00:00.000Z', 15000],
    ],
  ],
])('%s', (_case, bookings, expected) => {
  expect(walletActivity(bookings).map(({ kind, reference, at, amount }) => [kind, reference, at, amount])).toEqual(expected);
});

test('each movement keeps the currency it was paid or refunded in', () => {
  const euros = bookingFixture({ payment: { currency: 'EUR', card: null, walletAmount: 5000 } });
  expect(walletActivity([euros])).toEqual([{ kind: 'spent', reference: 'H-7KQ3M9XA', at: euros.createdAt, amount: 5000, currency: 'EUR' }]);
});
