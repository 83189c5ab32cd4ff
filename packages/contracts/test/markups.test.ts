import { MARKUP_MAX_BASIS_POINTS, markupPercentText, markupsUpdateSchema, parseMarkupPercent } from '../src';

test.each([
  ['12', { basisPoints: 1200 }],
  ['12.5', { basisPoints: 1250 }],
  ['12,5', { basisPoints: 1250 }],
  [' 0.05 ', { basisPoints: 5 }],
  ['0', { basisPoints: 0 }],
  ['7.', { basisPoints: 700 }],
  ['8.250', { basisPoints: 825 }],
  ['100', { basisPoints: MARKUP_MAX_BASIS_POINTS }],
  ['', { problem: 'required' }],
  ['   ', { problem: 'required' }],
  ['-5', { problem: 'invalid' }],
  ['12%', { problem: 'invalid' }],
  ['1e2', { problem: 'invalid' }],
  ['.5', { problem: 'invalid' }],
  ['1000', { problem: 'tooHigh' }],
  ['1234567890', { problem: 'invalid' }],
  ['12.345', { problem: 'tooPrecise' }],
  ['100.01', { problem: 'tooHigh' }],
  ['120', { problem: 'tooHigh' }],
])('parseMarkupPercent(%j) -> %j', (input, expected) => {
  expect(parseMarkupPercent(input)).toEqual(expected);
});

test.each([
  [1200, '12'],
  [1250, '12.5'],
  [1255, '12.55'],
  [5, '0.05'],
  [0, '0'],
  [10_000, '100'],
])('markupPercentText(%i) -> %j, and back', (basisPoints, text) => {
  expect(markupPercentText(basisPoints)).toBe(text);
  expect(parseMarkupPercent(text)).toEqual({ basisPoints });
});

test.each([
  [{ markups: [{ service: 'Hotels', basisPoints: 1500 }] }, true],
  [{ markups: [] }, false],
  [{ markups: [{ service: 'Hotels', basisPoints: 1500 }, { service: 'Hotels', basisPoints: 100 }] }, false],
  [{ markups: [{ service: 'Trains', basisPoints: 100 }] }, false],
  [{ markups: [{ service: 'Cars', basisPoints: 12.5 }] }, false],
  [{ markups: [{ service: 'Cars', basisPoints: -1 }] }, false],
  [{ markups: [{ service: 'Cars', basisPoints: 10_001 }] }, false],
])('markupsUpdateSchema accepts %j: %s', (body, ok) => {
  expect(markupsUpdateSchema.safeParse(body).success).toBe(ok);
});
