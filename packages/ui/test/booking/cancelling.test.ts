import type { BookingSummary } from '@travel/contracts';
import { mayCancel } from '../../src/booking/cancelling';

const TODAY = '2026-06-15';
const summary = (start: string): BookingSummary => ({ title: 'Trip', subtitle: '', places: [], start, end: '2026-12-31', travellers: 1, thumbnail: '' });

test.each([
  ['confirmed, starting tomorrow', 'confirmed', '2026-06-16', true],
  ['confirmed, starting today', 'confirmed', TODAY, false],
  ['confirmed, started', 'confirmed', '2026-06-01', false],
  ['cancelled', 'cancelled', '2026-07-01', false],
] as const)('a trip %s may be cancelled: %s', (_case, status, start, cancellable) => {
  expect(mayCancel({ status, summary: summary(start) }, TODAY)).toBe(cancellable);
});
