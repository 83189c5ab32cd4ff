/**
 * SPEC 7: the optional-auth flag goes without a token when the page URL carries a deal link
 * or a proposal id, on the hotel deal path, or when asking for the current payment gateway.
 */
export function usesOptionalAuth(page: { pathname: string; search: string }, requestUrl: string): boolean {
  const query = new URLSearchParams(page.search);
  if (query.has('dealLinkId') || query.has('id')) return true;
  if (page.pathname.startsWith('/booknow/hotels/deal')) return true;
  return requestUrl.includes('/api/getCurrentPaymentGateway');
}
