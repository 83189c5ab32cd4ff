import { portableIntlText } from '@travel/contracts';

test.each([
  ['a range with thin spaces (Node)', 'Fri, Dec 11\u2009–\u2009Sun, Dec 13', 'Fri, Dec 11 – Sun, Dec 13'],
  ['a range with plain spaces (Chromium)', 'Fri, Dec 11 – Sun, Dec 13', 'Fri, Dec 11 – Sun, Dec 13'],
  ['a time with a narrow no-break space', '2:00\u202fPM', '2:00\u00a0PM'],
  ['a time with a no-break space', '2:00\u00a0PM', '2:00\u00a0PM'],
  ['Arabic digits and marks untouched', '١١\u200f/١٢', '١١\u200f/١٢'],
])('%s', (_case, text, portable) => {
  expect(portableIntlText(text)).toBe(portable);
});
