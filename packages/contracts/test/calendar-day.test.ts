import { calendarDayIn } from '@travel/contracts';

// 22:30 UTC on 24 November: already the 25th east of about UTC+1:30, still the 24th west of it.
const lateEvening = new Date('2026-11-24T22:30:00Z');

test.each([
  ['UTC', '2026-11-24'],
  ['Europe/Oslo', '2026-11-24'],
  ['Asia/Dubai', '2026-11-25'],
  ['Australia/Sydney', '2026-11-25'],
  ['Pacific/Kiritimati', '2026-11-25'],
  ['America/New_York', '2026-11-24'],
  ['Pacific/Pago_Pago', '2026-11-24'],
  ['Not/AZone', '2026-11-24'],
  ['', '2026-11-24'],
])('in %s it is %s', (zone, day) => {
  expect(calendarDayIn(lateEvening, zone)).toBe(day);
});

test("without a zone it is this runtime's own day", () => {
  const now = new Date(2027, 0, 5, 0, 30);
  expect(calendarDayIn(now)).toBe('2027-01-05');
});
