import {
  availabilityAfterRequote,
  canEditProposal,
  canMoveProposal,
  driftPercent,
  effectiveProposalStatus,
  needsAttention,
  PROPOSAL_STATUSES,
  type ProposalPart,
  type ProposalStatus,
  proposalLinkPath,
  proposalOfferSchema,
  proposalTotals,
  proposalUpdateSchema,
} from '@travel/contracts';

describe('proposal status transitions', () => {
  const allowed: [ProposalStatus, ProposalStatus][] = [
    ['draft', 'sent'],
    ['sent', 'viewed'],
    ['sent', 'approved'],
    ['sent', 'declined'],
    ['viewed', 'approved'],
    ['viewed', 'declined'],
    ['approved', 'booked'],
    ['sent', 'expired'],
    ['viewed', 'expired'],
    ['approved', 'expired'],
  ];
  it.each(allowed)('%s → %s is allowed', (from, to) => expect(canMoveProposal(from, to)).toBe(true));

  const allowedSet = new Set(allowed.map(([from, to]) => `${from}>${to}`));
  const refused = PROPOSAL_STATUSES.flatMap((from) => PROPOSAL_STATUSES.map((to) => [from, to] as [ProposalStatus, ProposalStatus])).filter(
    ([from, to]) => !allowedSet.has(`${from}>${to}`),
  );
  it.each(refused)('%s → %s is refused', (from, to) => expect(canMoveProposal(from, to)).toBe(false));
});

describe('effective status', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  const past = new Date('2030-06-01T11:59:59Z');
  const future = new Date('2030-06-02T00:00:00Z');
  it.each<[ProposalStatus, Date, ProposalStatus]>([
    ['sent', past, 'expired'],
    ['viewed', past, 'expired'],
    ['approved', past, 'expired'],
    ['sent', now, 'expired'],
    ['sent', future, 'sent'],
    ['draft', past, 'draft'],
    ['declined', past, 'declined'],
    ['booked', past, 'booked'],
  ])('%s with expiry %s reads %s', (status, expiresAt, read) => expect(effectiveProposalStatus(status, expiresAt, now)).toBe(read));
});

describe('what an agent may edit', () => {
  const parts: ProposalPart[] = ['client', 'title', 'message', 'expiresAt', 'driftThreshold', 'items'];
  it('edits everything in a draft', () => parts.forEach((part) => expect(canEditProposal('draft', part)).toBe(true)));
  it.each<ProposalStatus>(['sent', 'viewed'])('in %s only the expiry and the threshold', (status) =>
    expect(parts.filter((part) => canEditProposal(status, part))).toEqual(['expiresAt', 'driftThreshold']),
  );
  it.each<ProposalStatus>(['approved', 'declined', 'expired', 'booked'])('nothing once %s', (status) =>
    expect(parts.filter((part) => canEditProposal(status, part))).toEqual([]),
  );
});

describe('quote drift', () => {
  it.each<[number, number | null, number | null]>([
    [10000, 10000, 0],
    [10000, 10500, 5],
    [10000, 9500, 5],
    [10000, 10449, 4.5],
    [30000, 30001, 0],
    [0, 0, 0],
    [0, 100, 100],
    [10000, null, null],
  ])('quoted %d, now %s: %s %%', (quoted, current, percent) => expect(driftPercent(quoted, current)).toBe(percent));

  it.each<[number, number | null, 'available' | 'changed' | 'soldOut', number, boolean]>([
    [10000, 10500, 'changed', 5, true],
    [10000, 10499, 'changed', 5, false],
    [10000, 9000, 'changed', 10, true],
    [10000, 10000, 'available', 1, false],
    [10000, null, 'soldOut', 100, true],
  ])('quoted %d, now %s (%s), threshold %d %%: flagged %s', (quotedTotal, currentTotal, availability, threshold, flagged) =>
    expect(needsAttention({ quotedTotal, currentTotal, availability }, threshold)).toBe(flagged),
  );

  it.each<[number, number | null, string]>([
    [100, 100, 'available'],
    [100, 101, 'changed'],
    [100, null, 'soldOut'],
  ])('quoted %d, re-quoted %s: %s', (quoted, current, verdict) => expect(availabilityAfterRequote(quoted, current)).toBe(verdict));
});

describe('proposal totals', () => {
  const item = (currency: string, quotedTotal: number, currentTotal: number | null) => ({ currency, quotedTotal, currentTotal });
  it.each([
    ['no items', [], []],
    ['one currency, a price moved', [item('USD', 100_00, 108_00), item('USD', 50_00, 50_00)], [{ currency: 'USD', quoted: 150_00, current: 158_00 }]],
    ['one sum per currency, in the order first met', [item('EUR', 200_00, 200_00), item('USD', 80_00, 80_00)], [{ currency: 'EUR', quoted: 200_00, current: 200_00 }, { currency: 'USD', quoted: 80_00, current: 80_00 }]],
    ['a sold-out item counts in neither', [item('USD', 100_00, null), item('USD', 40_00, 40_00)], [{ currency: 'USD', quoted: 40_00, current: 40_00 }]],
  ])('%s', (_case, items, totals) => {
    expect(proposalTotals(items)).toEqual(totals);
  });
});

describe('proposal requests', () => {
  it('links the client to the service deal page with the id twice', () =>
    expect(proposalLinkPath('hotels', 'abc')).toBe('/booknow/hotels/deal/abc?id=abc'));

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('takes a hotel offer as the hotel quote does, the display currency defaulting to USD', () => {
    const parsed = proposalOfferSchema.parse({ service: 'hotels', offer: { hotelId: 2, roomId: 3, checkIn: inDays(30), checkOut: inDays(32), rooms: [{ adults: 2, childAges: [] }] } });
    expect(parsed.offer).toMatchObject({ hotelId: 2, currency: 'USD' });
  });

  it('refuses a hotel offer that checks out before it checks in, and an unknown service', () => {
    expect(proposalOfferSchema.safeParse({ service: 'hotels', offer: { hotelId: 2, roomId: 3, checkIn: inDays(32), checkOut: inDays(30), rooms: [{ adults: 2, childAges: [] }] } }).success).toBe(false);
    expect(proposalOfferSchema.safeParse({ service: 'cars', offer: {} }).success).toBe(false);
  });

  it('refuses an update that changes nothing', () => expect(proposalUpdateSchema.safeParse({}).success).toBe(false));
});
