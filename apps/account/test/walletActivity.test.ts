import type { ReceivedGrant } from '@travel/contracts';
import { bookingFixture } from '@travel/mocks';
import { movementKey, walletActivity, type WalletMovement } from '../src/wallet/walletActivity';

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

const welcome: ReceivedGrant = { id: 7, amount: 5000, currency: 'USD', reason: 'Welcome back', createdAt: '2026-03-03T09:00:00.000Z' };
const apology: ReceivedGrant = { id: 8, amount: 1250, currency: 'USD', reason: 'Sorry for the delayed transfer', createdAt: '2026-01-15T12:00:00.000Z' };

/** A movement as the tables read it: what moved it (the booking, or the grant's reason), when, how much. */
const row = (movement: WalletMovement) => [movement.kind, movement.kind === 'granted' ? movement.reason : movement.reference, movement.at, movement.amount];

test.each<[string, Parameters<typeof walletActivity>[0], ReceivedGrant[], ReturnType<typeof row>[]]>([
  ['no bookings', [], [], []],
  ['a booking paid by card alone moves no credits', [cardOnly], [], []],
  ['credits paid towards a booking', [walletPaid], [], [['spent', 'H-WALLETPD', '2026-02-01T10:00:00.000Z', 15000]]],
  [
    'a cancelled booking: what it took, then what came back, newest first',
    [walletRefunded],
    [],
    [
      ['refunded', 'H-REFUNDED', '2026-03-05T08:00:00.000Z', 18000],
      ['spent', 'H-REFUNDED', '2026-03-02T10:00:00.000Z', 20000],
    ],
  ],
  ['a refund to the card alone moves no credits', [cardRefunded], [], []],
  [
    'several bookings, most recent first whatever their order',
    [walletPaid, cardOnly, walletRefunded],
    [],
    [
      ['refunded', 'H-REFUNDED', '2026-03-05T08:00:00.000Z', 18000],
      ['spent', 'H-REFUNDED', '2026-03-02T10:00:00.000Z', 20000],
      ['spent', 'H-WALLETPD', '2026-02-01T10:00:00.000Z', 15000],
    ],
  ],
  ['credits granted, without a booking', [], [welcome], [['granted', 'Welcome back', '2026-03-03T09:00:00.000Z', 5000]]],
  [
    'grants among the bookings’ movements, all by date, most recent first',
    [walletPaid, walletRefunded],
    [apology, welcome],
    [
      ['refunded', 'H-REFUNDED', '2026-03-05T08:00:00.000Z', 18000],
      ['granted', 'Welcome back', '2026-03-03T09:00:00.000Z', 5000],
      ['spent', 'H-REFUNDED', '2026-03-02T10:00:00.000Z', 20000],
      ['spent', 'H-WALLETPD', '2026-02-01T10:00:00.000Z', 15000],
      ['granted', 'Sorry for the delayed transfer', '2026-01-15T12:00:00.000Z', 1250],
    ],
  ],
])('%s', (_case, bookings, grants, expected) => {
  expect(walletActivity(bookings, grants).map(row)).toEqual(expected);
});

test('each movement keeps the currency it was paid or refunded in', () => {
  const euros = bookingFixture({ payment: { currency: 'EUR', card: null, walletAmount: 5000 } });
  expect(walletActivity([euros], [])).toEqual([{ kind: 'spent', reference: 'H-7KQ3M9XA', at: euros.createdAt, amount: 5000, currency: 'EUR' }]);
});

test('a grant keeps its id, reason and currency; every movement has its own key', () => {
  const inEuros = { ...welcome, currency: 'EUR' };
  const movements = walletActivity([walletRefunded], [inEuros, apology]);
  expect(movements[1]).toEqual({ kind: 'granted', grantId: 7, reason: 'Welcome back', at: inEuros.createdAt, amount: 5000, currency: 'EUR' });
  expect(movements.map(movementKey)).toEqual(['refunded-H-REFUNDED', 'granted-7', 'spent-H-REFUNDED', 'granted-8']);
});
