import { analyticsPlan, startAnalytics } from '../src/startup/analytics';

describe('analyticsPlan (SPEC 1, 4)', () => {
  it.each([
    [{ isEnabled: false, googleAnalyticsId: 'G-ABC1234', facebookAnalyticsId: '1234567890' }, {}],
    [{ isEnabled: true, googleAnalyticsId: 'G-ABC1234', facebookAnalyticsId: '' }, { googleAnalyticsId: 'G-ABC1234' }],
    [{ isEnabled: true, googleAnalyticsId: '', facebookAnalyticsId: '1234567890' }, { facebookAnalyticsId: '1234567890' }],
    [{ isEnabled: true, googleAnalyticsId: 'G-1"><script>', facebookAnalyticsId: 'abc' }, {}],
    [{ isEnabled: true, googleAnalyticsId: ' UA-12345-1 ', facebookAnalyticsId: '' }, { googleAnalyticsId: 'UA-12345-1' }],
  ])('%j -> %j', (analytics, plan) => {
    expect(analyticsPlan(analytics)).toEqual(plan);
  });
});

test('startAnalytics adds the trackers’ scripts once, with their queues ready', () => {
  startAnalytics({ googleAnalyticsId: 'G-ABC1234', facebookAnalyticsId: '1234567890' });
  startAnalytics({ googleAnalyticsId: 'G-ABC1234', facebookAnalyticsId: '1234567890' });
  const sources = [...document.head.querySelectorAll('script')].map((script) => script.src);
  expect(sources).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC1234', 'https://connect.facebook.net/en_US/fbevents.js']);
  expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual(['config', 'G-ABC1234']);
});

test('nothing is loaded when analytics is off', () => {
  document.head.innerHTML = '';
  startAnalytics(analyticsPlan({ isEnabled: false, googleAnalyticsId: 'G-ABC1234', facebookAnalyticsId: '' }));
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
});
