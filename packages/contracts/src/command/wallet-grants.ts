// Wallet grants' bounds (issue 22), plain values the grant form and the API share (no zod:
// the browser bundle that reads them stays without it).

/** The most one grant may give, in minor units. */
export const WALLET_GRANT_MAX = 10_000_00;
export const WALLET_GRANT_REASON_MAX = 200;
