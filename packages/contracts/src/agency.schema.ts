import { z } from 'zod';
import { LANGUAGE_CODES } from './agency';
import { SERVICE_TITLES } from './services/registry';

export const agencyStatusSchema = z.enum(['Active', 'Inactive']);

export const bookingMenuItemSchema = z.object({
  title: z.enum(SERVICE_TITLES),
  active: z.boolean(),
});

/**
 * The agency as the API returns it (SPEC 3), plus the settings that replace the spec's
 * "special tenant / special hostname" rules (DESIGN.md): every such rule is a flag here.
 */
export const agencySchema = z.object({
  id: z.number().int(),
  agencyName: z.string(),
  subdomain: z.string(),
  status: agencyStatusSchema,
  logo: z.string(),
  logoMobile: z.string(),
  favicon: z.string(),
  primaryColor: z.string(),
  metaData: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
  }),
  isAbousUsEnable: z.boolean(),
  aboutUsEnableTitle: z.string(),
  isFaqEnable: z.boolean(),
  faqEnableTitle: z.string(),
  privacyPolicy: z.string(),
  cookiesPolicy: z.string(),
  disclaimer: z.string(),
  contactPhoneNumber: z.string(),
  displaySupportPhoneFooter: z.boolean(),
  contactEmailId: z.string(),
  displayAddressFooter: z.boolean(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  linkedin: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  youtube: z.string(),
  discord: z.string(),
  tiktok: z.string(),
  analytics: z.object({
    isEnabled: z.boolean(),
    googleAnalyticsId: z.string(),
    facebookAnalyticsId: z.string(),
  }),
  bookingMenuItemOptions: z.array(bookingMenuItemSchema),
  displayTopDestinations: z.boolean(),
  hideHeaderforDealProposal: z.boolean(),
  allowNonLoginFlow: z.boolean(),
  isHideLoginOption: z.boolean(),
  isHideSignupOption: z.boolean(),
  returnUrl: z.string(),
  isSubscribed: z.boolean(),
  savePrice: z.boolean(),
  sso: z.object({
    isSSOEnabled: z.boolean(),
    isDirectLoginAllowedForSSOUsers: z.boolean(),
  }),
  currentPaymentGateway: z.string(),
  /** Languages the agency offers; the first is its default. */
  languages: z.array(z.enum(LANGUAGE_CODES)).min(1),
  /** Display currency a new visitor starts with (ISO 4217). */
  defaultCurrency: z.string().length(3),
  /** The spec's special-tenant rules, as settings. */
  showPaymentCardIcons: z.boolean(),
  supportChatWidgetUrl: z.string(),
  suppressSavingPopup: z.boolean(),
  homeRedirectsToHotels: z.boolean(),
  /** SPEC 2.2, 6: the agents' training site (Academy), opened with their access token; '' hides it. */
  academyUrl: z.string(),
  /** SPEC 2.2: the agency's Applications page for its owners and admins; '' hides it. */
  applicationsUrl: z.string(),
  /** SPEC 2.2: the agency's own pay product in the agents' sidebar, by its name; a blank url hides it. */
  payProduct: z.object({ label: z.string(), url: z.string() }),
  dealsLocation: z.object({
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});

export type Agency = z.infer<typeof agencySchema>;
export type BookingMenuItem = z.infer<typeof bookingMenuItemSchema>;

export const faqSchema = z.object({
  isEnabled: z.boolean(),
  headerMessage: z.string(),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type Faq = z.infer<typeof faqSchema>;

export const aboutUsSchema = z.object({
  isEnabled: z.boolean(),
  title: z.string(),
  content: z.string(),
  image: z.string(),
});
export type AboutUs = z.infer<typeof aboutUsSchema>;

export const navigationItemSchema = z.object({ label: z.string(), path: z.string() });
export type NavigationItem = z.infer<typeof navigationItemSchema>;

export const languageSchema = z.object({ name: z.string(), code: z.enum(LANGUAGE_CODES), value: z.string() });
export type Language = z.infer<typeof languageSchema>;
