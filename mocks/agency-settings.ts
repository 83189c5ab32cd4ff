import { http, HttpResponse } from 'msw';
import { SERVICE_TITLES, markupsUpdateSchema, websiteSettingsSchema, type Agency, type Markup, type ServiceTitle } from '@travel/contracts';
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
