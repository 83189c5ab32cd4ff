// Rules for an agent's deal links (the Command Center's Deal Link), shared by the form (a
// translated message per problem) and the API's schemas. Plain TypeScript.
import { withoutQueryParam } from '../query-params';
import { SERVICES, type ServiceKey } from '../services/registry';

export const DEAL_LINK_LIMITS = { labelMax: 80, targetMax: 2000 } as const;

/** The short code of /url/<id>: ten base62 characters (about 59 bits), drawn at random. */
export const DEAL_LINK_ID_PATTERN = /^[A-Za-z0-9]{10}$/;
export const DEAL_LINK_ID_LENGTH = 10;

/** The query parameter that tells the pages (and SPEC 7's optional-auth flag) a visitor came through a link. */
export const DEAL_LINK_PARAM = 'dealLinkId';

/** Where /url/<id> sends a visitor whose link expired, never existed or is another agency's. */
export const DEAL_LINK_GONE_PATH = '/deal-link?expired=1';

export type DealLinkTargetProblem = 'required' | 'tooLong' | 'notThisSite' | 'notShareable';

/**
 * The pages a link may open, by service: a bookable service's pages a visitor can open cold
 * (its searches, results and offers), not a page with a path parameter, a checkout or a
 * confirmation (those need a chosen offer and a payment under way).
 */
const SHAREABLE_PAGES: ReadonlyMap<string, ServiceKey> = new Map(
  SERVICES.filter((service) => service.bookable).flatMap((service) =>
    service.routes.filter((route) => !route.includes(':') && !/checkout|confirm/.test(route)).map((route) => [route, service.key] as const),
  ),
);

/** Any origin would do: resolving against one tells a path of this site from anything else. */
const PROBE_ORIGIN = 'https://deal-link.invalid';

/**
 * A path and query of this site, as a link keeps it (the page's own `dealLinkId` left out: the
 * redirect adds the link's own). Undefined for anything that could leave the site: an absolute
 * or protocol-relative URL (//evil), a backslash (browsers read /\evil as //evil), a scheme
 * (javascript:), spaces or control characters.
 */
function sitePath(text: string): string | undefined {
  if (!text.startsWith('/') || text.startsWith('//') || /[\\\s\p{Cc}]/u.test(text)) return undefined;
  const url = new URL(text, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return undefined;
  return `${url.pathname}${withoutQueryParam(url.search, DEAL_LINK_PARAM)}`;
}

export interface DealLinkTarget {
  /** The path and query as stored. */
  target: string;
  /** The service whose page it is. */
  service: ServiceKey;
}

/** The target as a link stores it, with its service, or why it cannot be a deal link's. */
export function readDealLinkTarget(text: string): DealLinkTarget | { problem: DealLinkTargetProblem } {
  if (text.trim() === '') return { problem: 'required' };
  if (text.length > DEAL_LINK_LIMITS.targetMax) return { problem: 'tooLong' };
  const target = sitePath(text);
  if (!target) return { problem: 'notThisSite' };
  const service = SHAREABLE_PAGES.get(target.split('?')[0] ?? '');
  return service ? { target, service } : { problem: 'notShareable' };
}

/** Why a target cannot be a deal link's, or null. */
export function dealLinkTargetProblem(text: string): DealLinkTargetProblem | null {
  const read = readDealLinkTarget(text);
  return 'problem' in read ? read.problem : null;
}

/**
 * What an agent pasted, as a path of this site: a full link of the site (`siteOrigin`, the
 * page's own) loses its origin; anything else is left as typed for dealLinkTargetProblem to judge.
 */
export function pastedDealLinkTarget(pasted: string, siteOrigin: string): string {
  const text = pasted.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    const url = new URL(text);
    return url.origin === siteOrigin ? `${url.pathname}${url.search}` : text;
  } catch {
    return text;
  }
}

/** Where /url/<id> sends a visitor: the stored target (which never has one) with the link's id added to its query. */
export const dealLinkDestination = (target: string, id: string): string => `${target}${target.includes('?') ? '&' : '?'}${DEAL_LINK_PARAM}=${encodeURIComponent(id)}`;

/** A link with an expiry in the past no longer works (null: it never expires). */
export const dealLinkExpired = (expiresAt: string | null, now: Date): boolean => expiresAt !== null && Date.parse(expiresAt) <= now.getTime();

/** The short link's path on the agency's site. */
export const dealLinkPath = (id: string): string => `/url/${id}`;

/** The deal link a page's query names (`dealLinkId`), when it is a well-formed id. */
export function dealLinkIdIn(query: URLSearchParams): string | undefined {
  const id = query.get(DEAL_LINK_PARAM);
  return id !== null && DEAL_LINK_ID_PATTERN.test(id) ? id : undefined;
}
