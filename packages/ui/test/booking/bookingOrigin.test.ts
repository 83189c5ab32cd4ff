import { bookingOriginIn } from '../../src/booking/bookingOrigin';

const CLIENT = '10000000-0000-4000-8000-000000000001';
const PROPOSAL = '20000000-0000-4000-8000-000000000004';
const ITEM = '30000000-0000-4000-8000-000000000001';
const query = (search: string) => new URLSearchParams(search);

describe('where a checkout says its booking comes from', () => {
  it('names the client an agent books for, with the deal link they came through', () => {
    expect(bookingOriginIn(query(`?clientId=${CLIENT}&dealLinkId=AbCdEfGhIj`), 'agent')).toEqual({ clientId: CLIENT, dealLinkId: 'AbCdEfGhIj' });
  });

  it.each(['other', 'unknown'] as const)('never names a client for a viewer who is not an agent (%s)', (viewer) => {
    expect(bookingOriginIn(query(`?clientId=${CLIENT}`), viewer)).toEqual({});
  });

  it("never names a client with a proposal's item (the proposal's own client books it)", () => {
    expect(bookingOriginIn(query(`?id=${PROPOSAL}&proposalItem=${ITEM}&clientId=${CLIENT}`), 'agent')).toEqual({ proposalItemId: ITEM });
  });

  it('leaves out an id that is not one', () => {
    expect(bookingOriginIn(query('?clientId=maya'), 'agent')).toEqual({});
  });
});
