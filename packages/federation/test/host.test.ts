import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { agencyFixture } from '@travel/mocks';
import { server } from '@travel/mocks/node';
import { i18n } from '@travel/i18n';
import { selectAgency } from '@travel/store';
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
