import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const serverOrigin = () => '';

/**
 * The site's origin (`https://wayfarer.example.com`) for links a person copies. Only the browser
 * has it: the server renders it empty, and so does the page hydrating that HTML, so the two
 * match; the browser's own origin follows at once.
 */
export const useSiteOrigin = (): string => useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
