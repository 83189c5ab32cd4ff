import { cancellationTerms, daysBefore, isFreeToCancel } from '../src/inventory/hotel-cancellation';

describe('isFreeToCancel agrees with cancellationTerms', () => {
  const today = '2026-11-22';
  // Check-ins from today to a month ahead, across a month end; notices from none to longer than the wait.
  const checkIns = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-30', '2026-12-01', '2026-12-22'];
  const notices = [null, 0, 1, 2, 7, 8, 9, 29, 30, 31];
  test.each(checkIns.flatMap((checkIn) => notices.map((days) => [checkIn, days] as const)))('check-in %s, %p days notice', (checkIn, days) => {
    expect(isFreeToCancel(days, daysBefore(checkIn, today))).toBe(cancellationTerms(checkIn, days, today).kind === 'free');
  });
});

test.each([
  ['2026-12-01', '2026-11-22', 9],
  ['2026-11-22', '2026-11-22', 0],
  ['2027-01-01', '2026-12-31', 1],
  ['2026-11-21', '2026-11-22', -1],
])('daysBefore(%s, %s) is %i', (checkIn, today, expected) => {
  expect(daysBefore(checkIn, today)).toBe(expected);
});
