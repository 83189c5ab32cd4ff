import type { Agency } from '@travel/contracts';

/** Only ids that look like real ones are loaded: the value ends up in a script URL. */
const GOOGLE_ID = /^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/i;
const FACEBOOK_ID = /^\d{6,20}$/;

export type AnalyticsPlan = { googleAnalyticsId?: string; facebookAnalyticsId?: string };

/** SPEC 1, 4: the agency's analytics ids, loaded only when analytics is enabled. */
export function analyticsPlan(analytics: Agency['analytics']): AnalyticsPlan {
  if (!analytics.isEnabled) return {};
  const google = analytics.googleAnalyticsId.trim();
  const facebook = analytics.facebookAnalyticsId.trim();
  return {
    ...(GOOGLE_ID.test(google) ? { googleAnalyticsId: google } : {}),
    ...(FACEBOOK_ID.test(facebook) ? { facebookAnalyticsId: facebook } : {}),
  };
}

type TrackingWindow = Window & {
  dataLayer?: unknown[];
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[] };
};

function addScript(src: string): void {
  if (document.head.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * Starts the trackers the plan names. Their command queues are set up here, in our bundle,
 * rather than with the vendors' inline snippets, so the page needs no inline script.
 */
export function startAnalytics(plan: AnalyticsPlan, win: TrackingWindow = window): void {
  if (plan.googleAnalyticsId) {
    win.dataLayer = win.dataLayer ?? [];
    const gtag = (...args: unknown[]) => win.dataLayer?.push(args);
    gtag('js', new Date());
    gtag('config', plan.googleAnalyticsId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(plan.googleAnalyticsId)}`);
  }
  if (plan.facebookAnalyticsId && !win.fbq) {
    const queue: unknown[] = [];
    win.fbq = Object.assign((...args: unknown[]) => queue.push(args), { queue });
    win.fbq('init', plan.facebookAnalyticsId);
    win.fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}
