import { bookingConfirmationPath, hotelConfirmationPath, type BookingSummary } from '@travel/contracts';
import { tripsByTab } from '../src/trips/tripTabs';

const TODAY = '2026-06-15';
const summary = (start: string, end: string): BookingSummary => ({ title: 'Trip', subtitle: '', places: [], start, end, travellers: 1, thumbnail: '' });
const trip = (reference: string, start: string, end: string, status: 'confirmed' | 'cancelled' = 'confirmed') => ({
  service: 'flights' as const,
  reference,
  status,
  summary: summary(start, end),
  price: { currency: 'USD', baseRate: 100, taxAndFee: 0, totalRate: 100 },
  payment: { currency: 'USD', card: null, walletAmount: 100 },
  cancelled: null,
});

test('the tabs read only the shared summary: upcoming soonest first, past and cancelled latest first', () => {
  const tabs = tripsByTab(
    [
      trip('F-LATERTR2', '2026-08-01', '2026-08-02'),
      trip('F-SOONTRP2', '2026-07-01', '2026-07-05'),
      // Started, not yet ended: still upcoming.
      trip('F-ONGOING2', '2026-06-10', '2026-06-20'),
      trip('F-OLDTRIP2', '2026-01-01', '2026-01-02'),
      trip('F-LASTWEK2', '2026-06-01', '2026-06-08'),
      trip('F-CANCLED2', '2026-09-01', '2026-09-02', 'cancelled'),
    ],
    TODAY,
  );
  expect(tabs.upcoming.map((t) => t.reference)).toEqual(['F-ONGOING2', 'F-SOONTRP2', 'F-LATERTR2']);
  expect(tabs.past.map((t) => t.reference)).toEqual(['F-LASTWEK2', 'F-OLDTRIP2']);
  expect(tabs.cancelled.map((t) => t.reference)).toEqual(['F-CANCLED2']);
});

test.each([
  ['hotels', 'H-7KQ3M9XA', hotelConfirmationPath('H-7KQ3M9XA')],
  ['flights', 'F-7KQ3M9XA', '/booknow/flights/confirmation?reference=F-7KQ3M9XA'],
  // No confirmation page of its own yet.
  ['cars', 'C-7KQ3M9XA', undefined],
] as const)("a %s booking's confirmation page: %s is at %s", (service, reference, path) => {
  expect(bookingConfirmationPath({ service, reference })).toBe(path);
});
