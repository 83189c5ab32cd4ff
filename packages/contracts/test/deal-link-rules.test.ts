import {
  DEAL_LINK_LIMITS,
  dealLinkDestination,
  dealLinkExpired,
  dealLinkIdIn,
  dealLinkInputSchema,
  dealLinkTargetProblem,
  pastedDealLinkTarget,
  readDealLinkTarget,
  withQueryParam,
} from '../src';

const RESULTS = '/booknow/hotels/search-details?cityId=1&checkIn=2031-05-01&checkOut=2031-05-03&rooms=2,1';

describe('what a deal link may open', () => {
  it.each([
    [RESULTS, { target: RESULTS, service: 'hotels' }],
    ['/booknow/hotels/search', { target: '/booknow/hotels/search', service: 'hotels' }],
    ['/booknow/hotels/details?hotelId=2', { target: '/booknow/hotels/details?hotelId=2', service: 'hotels' }],
    ['/hotel-details?hotelId=2', { target: '/hotel-details?hotelId=2', service: 'hotels' }],
    ['/booknow/flights/search-details?from=OSL&to=LHR', { target: '/booknow/flights/search-details?from=OSL&to=LHR', service: 'flights' }],
    ['/flight-details?outbound=k', { target: '/flight-details?outbound=k', service: 'flights' }],
    ['/booknow/flights/reservation-details?brand=flex', { target: '/booknow/flights/reservation-details?brand=flex', service: 'flights' }],
    // The page's own dealLinkId is dropped (the redirect adds the link's), the rest kept as written, the fragment dropped.
    [`${RESULTS}&dealLinkId=AbCdEfGhIj#rooms`, { target: RESULTS, service: 'hotels' }],
    ['/booknow/hotels/search?dealLinkId=AbCdEfGhIj', { target: '/booknow/hotels/search', service: 'hotels' }],
  ])('keeps %s', (text, expected) => {
    expect(readDealLinkTarget(text)).toEqual(expected);
    expect(dealLinkTargetProblem(text)).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['https://evil.example/booknow/hotels/search', 'notThisSite'],
    ['//evil.example/booknow/hotels/search', 'notThisSite'],
    ['/\\evil.example/booknow/hotels/search', 'notThisSite'],
    ['javascript:alert(1)', 'notThisSite'],
    ['booknow/hotels/search', 'notThisSite'],
    ['/booknow/hotels/search details', 'notThisSite'],
    ['/booknow/hotels/search\n', 'notThisSite'],
    ['/booknow/hotels/checkout?hotelId=2', 'notShareable'],
    ['/booknow/hotels/confirm-payment?reference=H-ABCDEFGH', 'notShareable'],
    ['/booknow/flights/checkout', 'notShareable'],
    ['/booknow/hotels/deal/12', 'notShareable'],
    ['/booknow/cars/search', 'notShareable'],
    ['/about', 'notShareable'],
    ['/booknow/hotels/../../about', 'notShareable'],
  ])('refuses %j: %s', (text, problem) => {
    expect(dealLinkTargetProblem(text)).toBe(problem);
  });

  it('refuses a target over the length limit', () => {
    expect(dealLinkTargetProblem(`/booknow/hotels/search?q=${'x'.repeat(DEAL_LINK_LIMITS.targetMax)}`)).toBe('tooLong');
  });
});

describe('a pasted link', () => {
  const origin = 'https://wayfarer.example.com';

  it.each([
    [`${origin}${RESULTS}`, RESULTS],
    [`  ${origin}/booknow/hotels/search  `, '/booknow/hotels/search'],
    ['/booknow/hotels/search', '/booknow/hotels/search'],
    // Another site stays as pasted, for the rules to refuse.
    ['https://evil.example/booknow/hotels/search', 'https://evil.example/booknow/hotels/search'],
    ['http://wayfarer.example.com/booknow/hotels/search', 'http://wayfarer.example.com/booknow/hotels/search'],
  ])('reads %s as %s', (pasted, path) => {
    expect(pastedDealLinkTarget(pasted, origin)).toBe(path);
  });
});

describe('where a link sends its visitor', () => {
  it.each([
    ['/booknow/hotels/search', '/booknow/hotels/search?dealLinkId=AbCdEfGhIj'],
    [RESULTS, `${RESULTS}&dealLinkId=AbCdEfGhIj`],
  ])('%s', (target, destination) => {
    expect(dealLinkDestination(target, 'AbCdEfGhIj')).toBe(destination);
  });

  it('expires at its expiry, never without one', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(dealLinkExpired(null, now)).toBe(false);
    expect(dealLinkExpired('2030-01-01T12:00:01Z', now)).toBe(false);
    expect(dealLinkExpired('2030-01-01T12:00:00Z', now)).toBe(true);
  });
});

describe('the form a link is made with', () => {
  it('trims the label, stores the target path and its service', () => {
    expect(dealLinkInputSchema.parse({ label: ' Spring ', target: ` ${RESULTS} ` })).toEqual({ label: 'Spring', target: { target: RESULTS, service: 'hotels' } });
  });

  it('refuses an expiry in the past and a label over the limit', () => {
    const result = dealLinkInputSchema.safeParse({ label: 'x'.repeat(DEAL_LINK_LIMITS.labelMax + 1), target: RESULTS, expiresAt: '2020-01-01T00:00:00Z' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['label', 'expiresAt']);
  });
});

describe('the deal link a page carries', () => {
  it.each([
    ['?dealLinkId=AbCdEfGhIj&rooms=2', 'AbCdEfGhIj'],
    ['?dealLinkId=short', undefined],
    ['?rooms=2', undefined],
  ])('%s names %s', (search, id) => {
    expect(dealLinkIdIn(new URLSearchParams(search))).toBe(id);
  });

  it.each([
    ['/booknow/hotels/details?hotelId=2&rooms=2,1', '/booknow/hotels/details?hotelId=2&rooms=2,1&dealLinkId=AbCdEfGhIj'],
    ['/booknow/hotels/checkout', '/booknow/hotels/checkout?dealLinkId=AbCdEfGhIj'],
    ['/flight-details?dealLinkId=ZzZzZzZzZz', '/flight-details?dealLinkId=ZzZzZzZzZz'],
  ])('keeps it on %s', (path, kept) => {
    expect(withQueryParam(path, 'dealLinkId', 'AbCdEfGhIj')).toBe(kept);
  });
});
