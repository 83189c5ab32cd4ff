// The Command Center's Deal Links calls (apps/api/src/command/deal-links.ts) in memory: 401
// anonymous, 403 where canRead greys the area, the body checked with the contract schema, an
// agent's own links (owners and admins: the agency's), newest first, in pages, and 404
// DEAL_LINK_NOT_FOUND for a link the viewer may not see. Tests start again with dealLinksMock.reset().
import { http, HttpResponse } from 'msw';
import { COMMAND_ERROR_CODES, dealLinkInputSchema, dealLinkListQuerySchema, dealLinkParamsSchema, dealLinkPath, managesAgency, type Agency, type DealLink, type UserProfile } from '@travel/contracts';
import { apiError, bodyOf, forAgency, queryOf, validated } from '../respond';
import { asViewer } from './handlers';
import { agentRef } from './store';
import { wayfarerDemoAccounts } from '../demo-accounts';

const DAY_MS = 86_400_000;

const demoId = (email: string): string => wayfarerDemoAccounts.find(({ user }) => user.personal_info.email === email)?.user.id ?? '';

/** Three links of the demo agents: the agent's live one with a booking, the owner's expired one, the sales agent's new one. */
function seeded(now = Date.now()): DealLink[] {
  const link = (id: string, email: string, label: string, target: string, service: DealLink['service'], daysAgo: number, facts: Partial<DealLink>): DealLink => ({
    id,
    label,
    target,
    service,
    path: dealLinkPath(id),
    expiresAt: null,
    expired: false,
    clicks: 0,
    bookings: 0,
    sales: 0,
    agent: agentRef(demoId(email)),
    createdAt: new Date(now - daysAgo * DAY_MS).toISOString(),
    ...facts,
  });
  return [
    link('SalesNew01', 'sales@wayfarer.test', 'Weekend in Lisbon', '/booknow/hotels/search-details?cityId=101&place=Lisbon&checkIn=2031-05-01&checkOut=2031-05-03&rooms=2', 'hotels', 1, {}),
    link('AgentLive1', 'agent@wayfarer.test', 'Oslo to New York', '/booknow/flights/search-details?from=OSL&to=JFK&depart=2031-06-01&adults=1&children=0&infants=0&cabin=economy', 'flights', 3, {
      clicks: 14,
      bookings: 2,
      sales: 104_000,
      expiresAt: new Date(now + 20 * DAY_MS).toISOString(),
    }),
    link('OwnerOld01', 'owner@wayfarer.test', 'Spring sale', '/booknow/hotels/search', 'hotels', 40, { clicks: 31, expiresAt: new Date(now - 5 * DAY_MS).toISOString(), expired: true }),
  ];
}

let links = seeded();

export const dealLinksMock = {
  reset: () => {
    links = seeded();
  },
  links: (): DealLink[] => links,
};

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (): string => Array.from({ length: 10 }, () => BASE62[Math.floor(Math.random() * BASE62.length)]).join('');

export function dealLinksHandlersFor(agency: Agency | null) {
  const visible = (viewer: UserProfile) => links.filter((link) => managesAgency(viewer) || link.agent?.id === viewer.id);
  return [
    http.get('*/api/agency/deal-links', ({ request }) => {
      const query = validated('querystring', dealLinkListQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () =>
        asViewer(request, 'dealLink', (viewer) => {
          const { page, pageSize } = query.data;
          const rows = visible(viewer);
          return HttpResponse.json({ page, pageSize, total: rows.length, currency: 'USD', dealLinks: rows.slice((page - 1) * pageSize, page * pageSize) });
        }),
      );
    }),
    http.post('*/api/agency/deal-links', async ({ request }) => {
      const body = validated('body', dealLinkInputSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () =>
        asViewer(request, 'dealLink', (viewer) => {
          const id = newId();
          const { label, target, expiresAt } = body.data;
          const created: DealLink = {
            id,
            label,
            ...target,
            path: dealLinkPath(id),
            expiresAt: expiresAt ?? null,
            expired: false,
            clicks: 0,
            bookings: 0,
            sales: 0,
            agent: agentRef(viewer.id),
            createdAt: new Date().toISOString(),
          };
          links = [created, ...links];
          return HttpResponse.json(created, { status: 201 });
        }),
      );
    }),
    http.delete('*/api/agency/deal-links/:dealLinkId', ({ request, params }) => {
      const checked = validated('params', dealLinkParamsSchema, params);
      if (!checked.ok) return checked.response;
      return forAgency(agency, () =>
        asViewer(request, 'dealLink', (viewer) => {
          const { dealLinkId } = checked.data;
          if (!visible(viewer).some((link) => link.id === dealLinkId)) {
            return apiError(404, COMMAND_ERROR_CODES.dealLinkNotFound, `No deal link ${dealLinkId} among the deal links you may see`);
          }
          links = links.filter((link) => link.id !== dealLinkId);
          return new HttpResponse(null, { status: 204 });
        }),
      );
    }),
  ];
}
