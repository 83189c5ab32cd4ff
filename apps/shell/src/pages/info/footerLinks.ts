import { INFO_PATHS, agencyAddress, type Agency } from '@travel/contracts';
import { hasHtmlContent } from './content';

/** A Useful Links entry: `label` is the agency's own title, `labelKey` a pages.json key. */
export type UsefulLink = { to: string; labelKey: string } | { to: string; label: string };

type UsefulLinksAgency = Pick<
  Agency,
  'privacyPolicy' | 'cookiesPolicy' | 'disclaimer' | 'isAbousUsEnable' | 'aboutUsEnableTitle' | 'isFaqEnable' | 'faqEnableTitle'
>;

/**
 * SPEC 2.7: Privacy Policy, Terms & Conditions, Cookies Policy, Disclaimer (the agency's
 * texts only when it has them), then About and FAQ under the agency's titles when enabled.
 */
export function usefulLinks(agency: UsefulLinksAgency): UsefulLink[] {
  const links: Array<UsefulLink | false> = [
    hasHtmlContent(agency.privacyPolicy) && { to: INFO_PATHS.privacyPolicy, labelKey: 'footer.privacyPolicy' },
    { to: INFO_PATHS.userTerms, labelKey: 'footer.termsAndConditions' },
    hasHtmlContent(agency.cookiesPolicy) && { to: INFO_PATHS.cookiesPolicy, labelKey: 'footer.cookiesPolicy' },
    hasHtmlContent(agency.disclaimer) && { to: INFO_PATHS.disclaimer, labelKey: 'footer.disclaimer' },
    agency.isAbousUsEnable && { to: INFO_PATHS.about, label: agency.aboutUsEnableTitle },
    agency.isFaqEnable && { to: INFO_PATHS.faqs, label: agency.faqEnableTitle },
  ];
  return links.filter((link): link is UsefulLink => link !== false);
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube', 'discord', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Brand names are not translated. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  discord: 'Discord',
  tiktok: 'TikTok',
};

/** Only web addresses become links: an agency setting must not smuggle in a javascript: URL. */
export function safeWebUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** SPEC 2.7: the agency's social profiles, in a fixed order, only those it has set. */
export function socialLinks(agency: Pick<Agency, SocialNetwork>): Array<{ network: SocialNetwork; url: string }> {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = safeWebUrl(agency[network]);
    return url ? [{ network, url }] : [];
  });
}

/** SPEC 2.7: the address, one line, only when the agency shows it in the footer. */
export function footerAddress(
  agency: Pick<Agency, 'displayAddressFooter' | 'addressLine1' | 'city' | 'state' | 'zipCode' | 'country'>,
): string | null {
  if (!agency.displayAddressFooter) return null;
  return agencyAddress(agency) || null;
}

/** SPEC 2.7: the phone only when the agency shows it in the footer. */
export function footerPhone(agency: Pick<Agency, 'displaySupportPhoneFooter' | 'contactPhoneNumber'>): string | null {
  return agency.displaySupportPhoneFooter && agency.contactPhoneNumber.trim() ? agency.contactPhoneNumber.trim() : null;
}
