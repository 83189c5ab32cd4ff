import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { agencyFixture } from '@travel/mocks';
import { server } from '@travel/mocks/node';
import { i18n } from '@travel/i18n';
import { selectAgency, selectAuthStatus, selectExchangeRates, travelApi } from '@travel/store';
import { PAGE_STATE_ELEMENT_ID } from '@travel/contracts';
import { prepareHost } from '@travel/federation';

const localesDir = join(__dirname, '..', '..', '..', 'public', 'locales');
const requestedNamespaces: string[] = [];

beforeEach(() => {
  requestedNamespaces.length = 0;
  server.use(
    http.get('*/locales/:language/:file', ({ params }) => {
      requestedNamespaces.push(`${String(params.language)}/${String(params.file)}`);
      return HttpResponse.json(JSON.parse(readFileSync(join(localesDir, String(params.language), String(params.file)), 'utf8')) as object);
    }),
  );
});

test('prepares a page: the agency in the store, the language asked for, its direction, the theme and the translations', async () => {
  window.history.replaceState(null, '', '/?lng=ar');
  const warmUp = jest.fn();

  const host = await prepareHost({ namespaces: ['deals'], warmUp });

  expect(host.language).toBe('ar');
  expect(selectAgency(host.store.getState())?.agencyName).toBe(agencyFixture().agencyName);
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(agencyFixture().primaryColor);
  expect(requestedNamespaces).toEqual(expect.arrayContaining(['ar/common.json', 'ar/deals.json']));
  expect(i18n.t('deals:heading')).toBe(JSON.parse(readFileSync(join(localesDir, 'ar', 'deals.json'), 'utf8')).heading);
  // The first screen's data starts loading with the very store the page renders from.
  expect(warmUp).toHaveBeenCalledTimes(1);
  expect(warmUp).toHaveBeenCalledWith({ boot: host.boot, store: host.store, language: 'ar', handover: null });
});

describe('a page the server rendered', () => {
  afterEach(() => {
    document.getElementById(PAGE_STATE_ELEMENT_ID)?.remove();
    document.cookie = 'selectedCurrency=; max-age=0';
  });

  test('starts from the state it was rendered with: the answers, the visitor, the rates and the remotes still to load', async () => {
    window.history.replaceState(null, '', '/faqs');
    const faqs = { isEnabled: true, headerMessage: 'Ask us', questions: [{ question: 'Rendered?', answer: 'Yes' }] };
    const user = { personal_info: { first_name: 'Tara' } };
    const handover = {
      travelApi: {
        queries: { 'faqs(undefined)': { status: 'fulfilled', endpointName: 'faqs', requestId: 'r1', startedTimeStamp: 1, fulfilledTimeStamp: 2, data: faqs } },
        mutations: {},
        provided: { tags: {}, keys: {} },
        subscriptions: {},
        config: {},
      },
      auth: { status: 'signedIn', user },
      exchangeRates: { EUR: 0.9 },
      renderedModules: ['hotels/App'],
      failedRemotes: [],
    };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_STATE_ELEMENT_ID;
    block.textContent = JSON.stringify(handover);
    document.body.append(block);

    const host = await prepareHost();

    expect(host.handover?.renderedModules).toEqual(['hotels/App']);
    const state = host.store.getState();
    expect(travelApi.endpoints.faqs.select()(state).data).toEqual(faqs);
    expect(selectAuthStatus(state)).toBe('signedIn');
    expect(selectExchangeRates(state)).toEqual({ EUR: 0.9 });
  });

  test('remembers the chosen currency in a cookie the server renders prices by', async () => {
    window.history.replaceState(null, '', '/faqs?currency=eur');
    await prepareHost();
    expect(document.cookie).toContain('selectedCurrency=EUR');
    expect(localStorage.getItem('selectedCurrency')).toBe('EUR');
  });
});
