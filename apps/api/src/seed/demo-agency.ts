import type { ServiceKey } from '@travel/contracts';
import type { AgencySettings } from '../db/schema';

/** One demo agency as DEMO.md describes it; the seed turns it into rows. */
export interface DemoAgency {
  subdomain: string;
  agencyName: string;
  status: 'Active' | 'Inactive';
  primaryColor: string;
  dealsLocation: { city: string; latitude: number; longitude: number };
  /** Markup per service in basis points (1200 = 12 %). */
  markups: Record<ServiceKey, number>;
  settings: AgencySettings;
}

/** Analytics ids are kept but switched off: nothing may load from outside at run time (DESIGN.md). */
export function analyticsOff(googleAnalyticsId: string, facebookAnalyticsId: string): AgencySettings['analytics'] {
  return { isEnabled: false, googleAnalyticsId, facebookAnalyticsId };
}
