/**
 * React Router 6 with its v7 behaviours switched on (and their console warnings off). We stay
 * on 6: a shared singleton cannot be tree-shaken, and 7 costs about 35 KB gzip more on every page.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
