import type { Markup, ServiceTitle } from '@travel/contracts';
import { checkMarkupDrafts, type MarkupDrafts } from '../src/settings/markupEdits';

const saved: Markup[] = [
  { service: 'Hotels', basisPoints: 1200 },
  { service: 'Cars', basisPoints: 800 },
];
const services: ServiceTitle[] = ['Hotels', 'Cars'];

test.each<[string, MarkupDrafts, ReturnType<typeof checkMarkupDrafts>]>([
  ['nothing changed', { Hotels: '12', Cars: '8' }, { ok: true, changes: [] }],
  ['the same value written differently is no change', { Hotels: '12.00', Cars: '8,0' }, { ok: true, changes: [] }],
  ['one changed', { Hotels: '12.5', Cars: '8' }, { ok: true, changes: [{ service: 'Hotels', basisPoints: 1250 }] }],
  [
    'both changed, in the services order',
    { Hotels: '0', Cars: '9.75' },
    { ok: true, changes: [{ service: 'Hotels', basisPoints: 0 }, { service: 'Cars', basisPoints: 975 }] },
  ],
  ['an empty field', { Hotels: '', Cars: '8' }, { ok: false, problems: { Hotels: 'required' } }],
  ['every problem is reported, and nothing is sent', { Hotels: 'abc', Cars: '101' }, { ok: false, problems: { Hotels: 'invalid', Cars: 'tooHigh' } }],
])('%s', (_case, drafts, expected) => {
  expect(checkMarkupDrafts(services, drafts, saved)).toEqual(expected);
});

test('a service with no saved markup is sent once typed', () => {
  expect(checkMarkupDrafts(['Cruise'], { Cruise: '6' }, saved)).toEqual({ ok: true, changes: [{ service: 'Cruise', basisPoints: 600 }] });
});
