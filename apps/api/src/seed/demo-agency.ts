import { LANGUAGE_CODES, SERVICE_TITLES, type BookingMenuItem, type ServiceTitle } from '@travel/contracts';
import type { AgencySettings } from '../db/schema';
import type { ServiceKey } from '../services';

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

/** The six booking menu items in nav order, the given ones active. */
export function bookingMenu(active: readonly ServiceTitle[]): BookingMenuItem[] {
  return SERVICE_TITLES.map((title) => ({ title, active: active.includes(title) }));
}

/** Logo, mobile logo and favicon under public/brand/<subdomain>/ (served at /brand/). */
export function brandAssets(subdomain: string): Pick<AgencySettings, 'logo' | 'logoMobile' | 'favicon'> {
  return {
    logo: `/brand/${subdomain}/logo.svg`,
    logoMobile: `/brand/${subdomain}/logo-mobile.svg`,
    favicon: `/brand/${subdomain}/favicon.svg`,
  };
}

/**
 * The settings that stand for the spec's "special tenant" rules, as every ordinary agency
 * has them: card icons shown, Support (no chat widget), the saving popup allowed, no home
 * redirect, US dollar and all nine languages with English first.
 */
export const ORDINARY_TENANT_RULES = {
  languages: [...LANGUAGE_CODES],
  defaultCurrency: 'USD',
  showPaymentCardIcons: true,
  supportChatWidgetUrl: '',
  suppressSavingPopup: false,
  homeRedirectsToHotels: false,
} satisfies Partial<AgencySettings>;

/** Analytics ids are kept but switched off: nothing may load from outside at run time (DESIGN.md). */
export function analyticsOff(googleAnalyticsId: string, facebookAnalyticsId: string): AgencySettings['analytics'] {
  return { isEnabled: false, googleAnalyticsId, facebookAnalyticsId };
}
