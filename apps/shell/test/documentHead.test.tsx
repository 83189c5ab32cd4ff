import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { agencyFixture, bootFixture, initTestI18n } from '@travel/mocks';
import { agencyUpdated, makeStoreFromBoot } from '@travel/store';
import { DocumentHead } from '../src/startup/DocumentHead';

beforeAll(() => initTestI18n());

type TrackingWindow = Window & { dataLayer?: unknown[] };

test('a change to the agency (Website Settings) re-themes the page and updates its head, without starting analytics again', () => {
  const agency = agencyFixture({ analytics: { isEnabled: true, googleAnalyticsId: 'G-TEST123', facebookAnalyticsId: '' } });
  const store = makeStoreFromBoot(bootFixture(agency), 'en');
  render(
    <Provider store={store}>
      <DocumentHead />
    </Provider>,
  );
  const root = document.documentElement;
  expect(root.style.getPropertyValue('--color-primary')).toBe(agency.primaryColor);
  const configs = () => ((window as TrackingWindow).dataLayer ?? []).filter((entry) => (entry as unknown[])[0] === 'config').length;
  expect(configs()).toBe(1);

  act(() => void store.dispatch(agencyUpdated({ ...agency, primaryColor: '#ffd400', metaData: { ...agency.metaData, title: 'Sunny side up' } })));
  expect(root.style.getPropertyValue('--color-primary')).toBe('#ffd400');
  expect(root.style.getPropertyValue('--color-on-primary')).toBe('#000000');
  expect(root).toHaveClass('theme-light');
  expect(document.title).toBe('Sunny side up');
  expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#ffd400');
  expect(configs()).toBe(1);
});
