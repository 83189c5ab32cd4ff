import { trappedFocus, viewerAction } from '@travel/ui/details';

test.each<[string, boolean, ReturnType<typeof viewerAction>]>([
  ['ArrowRight', false, 'next'],
  ['ArrowLeft', false, 'previous'],
  // Right to left, the next photo lies to the left.
  ['ArrowRight', true, 'previous'],
  ['ArrowLeft', true, 'next'],
  ['Home', false, 'first'],
  ['End', true, 'last'],
  ['Escape', false, 'close'],
  ['Enter', false, undefined],
  ['ArrowDown', false, undefined],
])('%s (right to left: %s) is %s', (key, rtl, action) => {
  expect(viewerAction(key, rtl)).toBe(action);
});

describe('Tab stays inside the viewer', () => {
  const controls = ['close', 'previous', 'next', 'thumb'];
  test.each<[string | null, boolean, string | undefined]>([
    ['thumb', false, 'close'],
    ['close', true, 'thumb'],
    ['previous', false, undefined],
    ['next', true, undefined],
    [null, false, 'close'],
    [null, true, 'thumb'],
    ['outside', false, 'close'],
  ])('from %s (backwards: %s) to %s', (current, backwards, target) => {
    expect(trappedFocus(controls, current, backwards)).toBe(target);
  });

  test('nothing to go to in an empty dialog', () => {
    expect(trappedFocus([], null, false)).toBeUndefined();
  });
});
