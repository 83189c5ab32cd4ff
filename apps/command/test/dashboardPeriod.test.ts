import { changePercent, periodSearch, presetPeriod, rangeProblem, readPeriod } from '../src/dashboard/period';

test('each preset is a period ending today, but last month', () => {
  expect(presetPeriod('last7', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  expect(presetPeriod('last30', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  expect(presetPeriod('thisMonth', '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
  expect(presetPeriod('lastMonth', '2024-03-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  expect(presetPeriod('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  expect(presetPeriod('last12Months', '2026-03-10')).toEqual({ from: '2025-03-11', to: '2026-03-10' });
});

test('the URL names a preset or a custom range; anything unreadable is the last 30 days', () => {
  const read = (query: string) => readPeriod(new URLSearchParams(query));
  expect(read('')).toEqual({ preset: 'last30' });
  expect(read('period=lastMonth')).toEqual({ preset: 'lastMonth' });
  expect(read('period=forever')).toEqual({ preset: 'last30' });
  expect(read('from=2026-01-01&to=2026-01-31')).toEqual({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' });
  expect(read('from=2026-02-30&to=2026-03-31')).toEqual({ preset: 'last30' });
  expect(read('from=2026-03-01&to=2026-01-31&period=last7')).toEqual({ preset: 'last7' });
  expect(periodSearch({ preset: 'last30' })).toBe('');
  expect(periodSearch({ preset: 'last7' })).toBe('?period=last7');
  expect(periodSearch({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' })).toBe('?from=2026-01-01&to=2026-01-31');
});

test('a custom range is refused as the API would refuse it', () => {
  expect(rangeProblem('2026-01-02', '2026-01-01')).toBe('order');
  expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull();
  expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('tooLong');
  expect(rangeProblem('1999-12-31', '2000-01-31')).toBe('tooEarly');
});

test('a change is a whole percentage, or none when there was nothing before', () => {
  expect(changePercent(112, 100)).toBe(12);
  expect(changePercent(97, 100)).toBe(-3);
  expect(changePercent(0, 0)).toBe(0);
  expect(changePercent(5, 0)).toBeNull();
});
