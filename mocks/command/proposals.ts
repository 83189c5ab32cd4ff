// The agent's Proposals calls (apps/api/src/command/proposals.ts) in memory: 401 anonymous, 403
// where canRead greys the area, bodies checked with the contract schemas, an agent's own
// proposals (owners and admins: the agency's), newest change first, in pages, the status rules
// of contracts (canEditProposal), 404 PROPOSAL_NOT_FOUND, 409 PROPOSAL_STATUS and PROPOSAL_EMPTY.
// Tests start again with proposalsMock.reset() and change an item's last re-quote with setItem.
import { http, HttpResponse } from 'msw';
import {
  COMMAND_ERROR_CODES,
  PROPOSAL_ERROR_CODES,
  PROPOSAL_LIMITS,
  canEditProposal,
  clientName,
  driftPercent,
  managesAgency,
  needsAttention,
  proposalInputSchema,
  proposalItemOrderSchema,
  proposalItemCheckoutPath,
  proposalItemParamsSchema,
  proposalLinkPath,
  proposalListQuerySchema,
  proposalOfferSchema,
  proposalParamsSchema,
  proposalTotals,
  proposalUpdateSchema,
  type Agency,
  type Proposal,
  type ProposalItem,
  type ProposalListRow,
  type ProposalOffer,
  type ProposalPart,
  type ProposalStatus,
  type UserProfile,
} from '@travel/contracts';
import { addDays } from '../bookings';
import { apiError, bodyOf, forAgency, queryOf, validated } from '../respond';
import { asViewer } from './handlers';
import { SEEDED_CLIENT_IDS, agentRef, commandMock } from './store';

const DAY_MS = 86_400_000;

/** A proposal as the mock keeps it: the client and the agent by id, the items as stored. */
interface StoredProposal extends Omit<Proposal, 'client' | 'agent' | 'items' | 'totals' | 'link'> {
  clientId: string;
  agentId: string | null;
  items: ProposalItem[];
}

/** The seeded proposals' ids: fixed, so a test opens one by its URL. */
export const SEEDED_PROPOSAL_IDS = {
  draft: '20000000-0000-4000-8000-000000000001',
  sent: '20000000-0000-4000-8000-000000000002',
  viewed: '20000000-0000-4000-8000-000000000003',
  approved: '20000000-0000-4000-8000-000000000004',
  declined: '20000000-0000-4000-8000-000000000005',
  expired: '20000000-0000-4000-8000-000000000006',
  emptyDraft: '20000000-0000-4000-8000-000000000007',
} as const;

const instant = (days: number, now: number): string => new Date(now + days * DAY_MS).toISOString();

function hotelItem(id: string, city: string, inDays: number, nights: number, quoted: number, current: number | null): ProposalItem {
  const start = addDays(new Date().toISOString().slice(0, 10), inDays);
  return {
    id,
    service: 'hotels',
    summary: { title: `Hotel ${city} Centre`, subtitle: 'Double room', places: [city], start, end: addDays(start, nights), travellers: 2, thumbnail: '' },
    offer: { hotelId: 1, roomId: 1, checkIn: start, checkOut: addDays(start, nights), rooms: [{ adults: 2, childAges: [] }], currency: 'USD' },
    currency: 'USD',
    quotedTotal: quoted,
    currentTotal: current,
    availability: current === null ? 'soldOut' : current === quoted ? 'available' : 'changed',
    requotedAt: new Date().toISOString(),
    checkoutPath: '',
    bookingReference: null,
  };
}

function flightItem(id: string, from: string, to: string, inDays: number, quoted: number, current: number | null): ProposalItem {
  const start = addDays(new Date().toISOString().slice(0, 10), inDays);
  return {
    id,
    service: 'flights',
    summary: { title: `${from} → ${to}`, subtitle: 'Nordic Air NA 123', places: [to, from], start, end: start, travellers: 2, thumbnail: '' },
    offer: { outbound: `NA123_${start}`, cabin: 'economy', brand: 'standard', currency: 'EUR', passengers: { adults: 2, children: 0, infants: 0 } },
    currency: 'EUR',
    quotedTotal: quoted,
    currentTotal: current,
    availability: current === null ? 'soldOut' : current === quoted ? 'available' : 'changed',
    requotedAt: new Date().toISOString(),
    checkoutPath: '',
    bookingReference: null,
  };
}

/** The item's checkout for its proposal, as the API writes it. */
const withCheckout = (proposalId: string, item: ProposalItem): ProposalItem => ({
  ...item,
  checkoutPath: proposalItemCheckoutPath({ service: item.service, offer: item.offer } as ProposalOffer, { proposalId, itemId: item.id }),
});

function seeded(now = Date.now()): StoredProposal[] {
  const client = (id: string) => commandMock.clients().find((candidate) => candidate.id === id);
  const proposal = (id: string, clientId: string, status: ProposalStatus, title: string, madeDaysAgo: number, expiresInDays: number, items: ProposalItem[], facts: Partial<StoredProposal> = {}): StoredProposal => {
    const made = instant(-madeDaysAgo, now);
    const sent = status === 'draft' ? null : instant(-madeDaysAgo + 0.1, now);
    const viewed = ['viewed', 'approved', 'declined'].includes(status) ? instant(-madeDaysAgo + 1, now) : null;
    const decided = status === 'approved' || status === 'declined' ? instant(-madeDaysAgo + 2, now) : null;
    return {
      id,
      status,
      title,
      message: '',
      expiresAt: instant(expiresInDays, now),
      decidedAt: decided,
      clientId,
      agentId: client(clientId)?.agentId ?? null,
      driftThresholdPercent: 5,
      declineReason: '',
      items: items.map((item) => withCheckout(id, item)),
      createdAt: made,
      updatedAt: decided ?? viewed ?? sent ?? made,
      sentAt: sent,
      viewedAt: viewed,
      ...facts,
    };
  };
  const { draft, sent, viewed, approved, declined, expired, emptyDraft } = SEEDED_PROPOSAL_IDS;
  const { maya, omar, sofia, jonas, priya } = SEEDED_CLIENT_IDS;
  return [
    proposal(draft, maya, 'draft', 'Lisbon in spring', 1, 14, [flightItem('30000000-0000-4000-8000-000000000001', 'AMS', 'LIS', 45, 31_000, 31_000), hotelItem('30000000-0000-4000-8000-000000000002', 'Lisbon', 45, 5, 90_000, 90_000)], {
      message: 'Your usual spring week in Lisbon.',
    }),
    proposal(sent, omar, 'sent', 'Berlin for the trade fair', 3, 10, [hotelItem('30000000-0000-4000-8000-000000000003', 'Berlin', 30, 3, 60_000, null)]),
    // The price rose 8 % since it was quoted, and one room is gone: the agent is told first.
    proposal(viewed, sofia, 'viewed', 'Honeymoon: Paris and Rome', 6, 5, [
      hotelItem('30000000-0000-4000-8000-000000000004', 'Paris', 60, 3, 100_000, 108_000),
      flightItem('30000000-0000-4000-8000-000000000005', 'CDG', 'FCO', 63, 20_000, 20_000),
      hotelItem('30000000-0000-4000-8000-000000000006', 'Rome', 63, 4, 80_000, null),
    ], { message: 'A first idea for the honeymoon.' }),
    proposal(approved, jonas, 'approved', 'Family trip to Dubai', 9, 4, [hotelItem('30000000-0000-4000-8000-000000000007', 'Dubai', 50, 4, 150_000, 150_000)]),
    proposal(declined, priya, 'declined', 'Weekend in Barcelona', 12, 2, [hotelItem('30000000-0000-4000-8000-000000000008', 'Barcelona', 40, 2, 40_000, 40_000)], {
      declineReason: 'We found a cheaper weekend elsewhere, thank you.',
    }),
    proposal(expired, omar, 'expired', 'Oslo in winter', 20, -6, [hotelItem('30000000-0000-4000-8000-000000000009', 'Oslo', 30, 3, 50_000, 50_000)]),
    proposal(emptyDraft, maya, 'draft', 'Summer ideas', 0, 14, []),
  ];
}

let proposals = seeded();

/** The proposal as the API answers it: names, drift and attention per item, totals per currency, the link. */
function viewOf(stored: StoredProposal): Proposal {
  const { clientId, agentId, items, ...fields } = stored;
  const client = commandMock.clients().find((candidate) => candidate.id === clientId);
  const views = items.map((item) => ({ ...item, driftPercent: driftPercent(item.quotedTotal, item.currentTotal), needsAttention: needsAttention(item, stored.driftThresholdPercent) }));
  return {
    ...fields,
    client: { id: clientId, name: client ? clientName(client) : '', email: client?.email ?? '' },
    agent: agentRef(agentId),
    items: views,
    totals: proposalTotals(items),
    link: items[0] ? proposalLinkPath(items[0].service, stored.id) : null,
  };
}

function rowOf(stored: StoredProposal): ProposalListRow {
  const view = viewOf(stored);
  return {
    id: view.id,
    status: view.status,
    title: view.title,
    client: view.client,
    agent: view.agent,
    expiresAt: view.expiresAt,
    totals: view.totals,
    updatedAt: view.updatedAt,
    itemCount: view.items.length,
    soldOut: view.items.filter((item) => item.availability === 'soldOut').length,
    moved: view.items.filter((item) => item.availability === 'changed' && item.needsAttention).length,
  };
}

export const proposalsMock = {
  reset: () => {
    proposals = seeded();
  },
  proposals: (): StoredProposal[] => proposals,
  /** An item's last re-quote, as a test wants it (a price moved, sold out). */
  setItem: (proposalId: string, itemId: string, change: Partial<ProposalItem>) => {
    const proposal = proposals.find((candidate) => candidate.id === proposalId);
    proposal?.items.forEach((item, index) => {
      if (item.id === itemId) proposal.items[index] = { ...item, ...change };
    });
  },
};

const notFound = (proposalId: string) => apiError(404, PROPOSAL_ERROR_CODES.proposalNotFound, `No proposal ${proposalId} among the proposals you may see`);
const statusRefused = (message: string) => apiError(409, PROPOSAL_ERROR_CODES.proposalStatus, message);

const UPDATE_PARTS: Record<string, ProposalPart> = { clientId: 'client', title: 'title', message: 'message', expiresAt: 'expiresAt', driftThresholdPercent: 'driftThreshold' };

/** What a viewer may see (apps/api/src/command/proposal-view.ts visibleProposals): owners and admins every proposal, another agent their own. */
export const seesProposal =
  (viewer: Pick<UserProfile, 'id' | 'userType'>) =>
  (proposal: StoredProposal): boolean =>
    managesAgency(viewer) || proposal.agentId === viewer.id;

export function proposalsHandlersFor(agency: Agency | null) {
  const visible = (viewer: UserProfile) => proposals.filter(seesProposal(viewer));
  /** The proposal the path names, if the viewer may see it: the answer of `change`, or 404. */
  const withProposal = (request: Request, params: unknown, change: (proposal: StoredProposal, viewer: UserProfile) => Response | Promise<Response>) => {
    const checked = validated('params', proposalParamsSchema, params);
    if (!checked.ok) return checked.response;
    return forAgency(agency, () =>
      asViewer(request, 'proposals', (viewer) => {
        const proposal = visible(viewer).find((candidate) => candidate.id === checked.data.proposalId);
        return proposal ? change(proposal, viewer) : notFound(checked.data.proposalId);
      }),
    );
  };
  const answer = (proposal: StoredProposal, status = 200) => {
    proposal.updatedAt = new Date().toISOString();
    return HttpResponse.json(viewOf(proposal), { status });
  };
  const draftItems = (proposal: StoredProposal, change: () => Response) =>
    canEditProposal(proposal.status, 'items') ? change() : statusRefused(`A ${proposal.status} proposal's offers cannot be changed`);

  return [
    http.get('*/api/agency/proposals', ({ request }) => {
      const query = validated('querystring', proposalListQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () =>
        asViewer(request, 'proposals', (viewer) => {
          const { page, pageSize, status, clientId } = query.data;
          const rows = visible(viewer)
            .filter((proposal) => (!status || proposal.status === status) && (!clientId || proposal.clientId === clientId))
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
          return HttpResponse.json({ page, pageSize, total: rows.length, proposals: rows.slice((page - 1) * pageSize, page * pageSize).map(rowOf) });
        }),
      );
    }),
    http.post('*/api/agency/proposals', async ({ request }) => {
      const body = validated('body', proposalInputSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () =>
        asViewer(request, 'proposals', (viewer) => {
          const { clientId, title, message, expiresAt, driftThresholdPercent } = body.data;
          if (!commandMock.clients().some((client) => client.id === clientId)) return apiError(404, COMMAND_ERROR_CODES.clientNotFound, `No client ${clientId}`);
          const now = new Date().toISOString();
          const created: StoredProposal = {
            id: crypto.randomUUID(),
            status: 'draft',
            title,
            message,
            expiresAt: new Date(expiresAt).toISOString(),
            decidedAt: null,
            clientId,
            agentId: viewer.id,
            driftThresholdPercent: driftThresholdPercent ?? 5,
            declineReason: '',
            items: [],
            createdAt: now,
            updatedAt: now,
            sentAt: null,
            viewedAt: null,
          };
          proposals = [created, ...proposals];
          return answer(created, 201);
        }),
      );
    }),
    http.get('*/api/agency/proposals/:proposalId', ({ request, params }) => withProposal(request, params, (proposal) => HttpResponse.json(viewOf(proposal)))),
    http.put('*/api/agency/proposals/:proposalId', async ({ request, params }) => {
      const body = validated('body', proposalUpdateSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return withProposal(request, params, (proposal) => {
        const refused = Object.keys(body.data).find((field) => !canEditProposal(proposal.status, UPDATE_PARTS[field] ?? 'items'));
        if (refused) return statusRefused(`A ${proposal.status} proposal's ${refused} cannot be changed`);
        const { expiresAt, ...rest } = body.data;
        Object.assign(proposal, rest, expiresAt ? { expiresAt: new Date(expiresAt).toISOString() } : {});
        return answer(proposal);
      });
    }),
    http.delete('*/api/agency/proposals/:proposalId', ({ request, params }) =>
      withProposal(request, params, (proposal) => {
        if (proposal.status !== 'draft') return statusRefused(`Only a draft can be deleted; this proposal is ${proposal.status}`);
        proposals = proposals.filter((candidate) => candidate.id !== proposal.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    // The offer priced at a fixed amount: the services' own quote is not what these pages test.
    http.post('*/api/agency/proposals/:proposalId/items', async ({ request, params }) => {
      const body = validated('body', proposalOfferSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return withProposal(request, params, (proposal) =>
        draftItems(proposal, () => {
          if (proposal.items.length >= PROPOSAL_LIMITS.itemsMax) return statusRefused(`A proposal holds at most ${PROPOSAL_LIMITS.itemsMax} offers`);
          const id = crypto.randomUUID();
          const item = body.data.service === 'hotels' ? hotelItem(id, 'Lisbon', 30, 2, 50_000, 50_000) : flightItem(id, 'OSL', 'CPH', 30, 20_000, 20_000);
          proposal.items.push(withCheckout(proposal.id, { ...item, offer: body.data.offer }));
          return answer(proposal, 201);
        }),
      );
    }),
    http.delete('*/api/agency/proposals/:proposalId/items/:itemId', ({ request, params }) => {
      const checked = validated('params', proposalItemParamsSchema, params);
      if (!checked.ok) return checked.response;
      return withProposal(request, params, (proposal) =>
        draftItems(proposal, () => {
          if (!proposal.items.some((item) => item.id === checked.data.itemId)) return notFound(checked.data.itemId);
          proposal.items = proposal.items.filter((item) => item.id !== checked.data.itemId);
          return answer(proposal);
        }),
      );
    }),
    http.put('*/api/agency/proposals/:proposalId/items/order', async ({ request, params }) => {
      const body = validated('body', proposalItemOrderSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return withProposal(request, params, (proposal) =>
        draftItems(proposal, () => {
          const { itemIds } = body.data;
          const ordered = itemIds.map((itemId) => proposal.items.find((item) => item.id === itemId));
          if (itemIds.length !== proposal.items.length || ordered.some((item) => item === undefined)) return apiError(400, 'VALIDATION_ERROR', 'body.itemIds: every item once');
          proposal.items = ordered.filter((item): item is ProposalItem => item !== undefined);
          return answer(proposal);
        }),
      );
    }),
    http.post('*/api/agency/proposals/:proposalId/send', ({ request, params }) =>
      withProposal(request, params, (proposal) => {
        if (proposal.status !== 'draft') return statusRefused(`This proposal is already ${proposal.status}`);
        if (proposal.items.length === 0) return apiError(409, PROPOSAL_ERROR_CODES.proposalEmpty, 'Add at least one offer before sending');
        proposal.status = 'sent';
        proposal.sentAt = new Date().toISOString();
        return answer(proposal);
      }),
    ),
    http.post('*/api/agency/proposals/:proposalId/requote', ({ request, params }) =>
      withProposal(request, params, (proposal) => {
        if (!['draft', 'sent', 'viewed', 'approved'].includes(proposal.status)) return statusRefused(`A ${proposal.status} proposal is not re-priced`);
        const now = new Date().toISOString();
        proposal.items = proposal.items.map((item) => ({ ...item, requotedAt: now }));
        return answer(proposal);
      }),
    ),
  ];
}
