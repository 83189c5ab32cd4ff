import { http, HttpResponse } from 'msw';
import {
  LANGUAGE_CODES,
  NATIVE_LANGUAGE_NAMES,
  SERVICE_TITLES,
  markupsUpdateSchema,
  productSettingsSchema,
  websiteSettingsSchema,
  type Agency,
  type Markup,
  type ProductSettings,
  type ProductSettingsResponse,
  type ServiceTitle,
} from '@travel/contracts';
import { currenciesFixture } from './api-fixtures';
import { countriesFixture, shipLinesFixture } from './reference';
import { apiError, bodyOf, forAgency, validated } from './respond';

/** Wayfarer's seeded markups (DEMO.md), by service title. */
const SEEDED: Readonly<Record<ServiceTitle, number>> = { Hotels: 1200, 'Air Travel': 500, Resorts: 1000, Cars: 800, Activities: 1000, Cruise: 600 };

const state = { markups: { ...SEEDED } };

/** The markups the API would hold, changed by PUTs; tests reset it. */
export const markupsMock = {
  reset: () => void (state.markups = { ...SEEDED }),
  list: (): Markup[] => SERVICE_TITLES.map((service) => ({ service, basisPoints: state.markups[service] })),
};

/** GET and PUT /api/agency/markups (apps/api/src/routes/markups.ts): signed in, validated, every service answered. */
export function markupsHandlersFor(agency: Agency | null) {
  const signedIn = (request: Request) => request.headers.get('x-access-token') !== null;
  return [
    http.get('*/api/agency/markups', ({ request }) =>
      forAgency(agency, () => (signedIn(request) ? HttpResponse.json({ markups: markupsMock.list() }) : apiError(401, 'TOKEN_MISSING', 'Log in to continue'))),
    ),
    http.put('*/api/agency/markups', async ({ request }) => {
      if (!signedIn(request)) return apiError(401, 'TOKEN_MISSING', 'Log in to continue');
      const body = validated('body', markupsUpdateSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () => {
        for (const { service, basisPoints } of body.data.markups) state.markups[service] = basisPoints;
        return HttpResponse.json({ markups: markupsMock.list() });
      });
    }),
  ];
}

/** PUT /api/agency/website: validated, answered with the agency as changed (not kept: the store holds it). */
export function websiteHandlersFor(agency: Agency | null) {
  return [
    http.put('*/api/agency/website', async ({ request }) => {
      if (request.headers.get('x-access-token') === null) return apiError(401, 'TOKEN_MISSING', 'Log in to continue');
      const body = validated('body', websiteSettingsSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, (current) => HttpResponse.json({ agency: { ...current, ...body.data } }));
    }),
  ];
}

/** Product Settings as the API would hold them for `agency`, from its own fields. */
function productSettingsOf(agency: Agency): ProductSettings {
  const active = new Set(agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title));
  const currencies = currenciesFixture.data.map(({ currency }) => currency);
  return {
    services: SERVICE_TITLES.map((title) => ({ title, active: active.has(title) })),
    cruiseLines: shipLinesFixture.map(({ id }) => id),
    currencies,
    defaultCurrency: currencies.includes(agency.defaultCurrency) ? agency.defaultCurrency : (currencies[0] ?? 'USD'),
    countries: null,
    languages: agency.languages,
    defaultLanguage: agency.languages[0] ?? 'en',
  };
}

const productChoices: ProductSettingsResponse['choices'] = {
  cruiseLines: shipLinesFixture.map(({ id, name }) => ({ code: id, name })),
  currencies: currenciesFixture.data.map(({ currency, name }) => ({ code: currency, name })),
  countries: countriesFixture.map(({ code, name }) => ({ code, name })),
  languages: LANGUAGE_CODES.map((code) => ({ code, name: NATIVE_LANGUAGE_NAMES[code] })),
};

/** GET and PUT /api/agency/product: validated; a PUT answers the agency as changed (not kept: the store holds it). */
export function productSettingsHandlersFor(agency: Agency | null) {
  const signedOut = () => apiError(401, 'TOKEN_MISSING', 'Log in to continue');
  return [
    http.get('*/api/agency/product', ({ request }) =>
      request.headers.get('x-access-token') === null
        ? signedOut()
        : forAgency(agency, (current) => HttpResponse.json({ settings: productSettingsOf(current), choices: productChoices, agency: current } satisfies ProductSettingsResponse)),
    ),
    http.put('*/api/agency/product', async ({ request }) => {
      if (request.headers.get('x-access-token') === null) return signedOut();
      const body = validated('body', productSettingsSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      const settings = { ...body.data, languages: [body.data.defaultLanguage, ...body.data.languages.filter((code) => code !== body.data.defaultLanguage)] };
      return forAgency(agency, (current) => {
        const changed: Agency = {
          ...current,
          bookingMenuItemOptions: settings.services,
          languages: settings.languages,
          defaultCurrency: settings.defaultCurrency,
        };
        return HttpResponse.json({ settings, choices: productChoices, agency: changed } satisfies ProductSettingsResponse);
      });
    }),
  ];
}
