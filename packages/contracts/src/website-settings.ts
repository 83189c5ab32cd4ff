// Website Settings (Command Center /settings/website, owners and admins): the agency's brand
// colour, what search engines show, and its contact details. Plain rules for the form and the
// API's schema alike (website-settings.schema.ts).
import { emailProblem, phoneProblem } from './traveller-fields';

/** Hard limits; search engines show about 60 and 160 characters of a title and description. */
export const WEBSITE_LIMITS = { titleMax: 100, descriptionMax: 320, keywordMax: 40, keywordsMax: 20, urlMax: 500, payLabelMax: 40 } as const;

/** The colour a site is themed with: six hex digits, what the database and the theme accept. */
export const PRIMARY_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export type WebsiteField =
  | 'primaryColor'
  | 'title'
  | 'description'
  | 'keywords'
  | 'contactPhoneNumber'
  | 'contactEmailId'
  | 'academyUrl'
  | 'applicationsUrl'
  | 'payProductLabel'
  | 'payProductUrl';
export type WebsiteProblem = 'invalid' | 'tooLong' | 'tooMany' | 'required';

/**
 * The sidebar's links out (Academy, Applications, the pay product) must be https: the Academy
 * link carries the agent's access token, which must never travel in clear.
 */
export function httpsUrlProblem(text: string): 'invalid' | 'tooLong' | null {
  const url = text.trim();
  if (url.length > WEBSITE_LIMITS.urlMax) return 'tooLong';
  if (/\s/.test(url) || !url.toLowerCase().startsWith('https://')) return 'invalid';
  try {
    return new URL(url).hostname.includes('.') ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** 'beach, city breaks,  ,spa' -> ['beach', 'city breaks', 'spa']. */
export const parseKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

export interface WebsiteDraft {
  primaryColor: string;
  title: string;
  description: string;
  keywords: string;
  contactPhoneNumber: string;
  contactEmailId: string;
  academyUrl: string;
  applicationsUrl: string;
  payProductLabel: string;
  payProductUrl: string;
}

/** What is wrong with each field of the form; contact details may be left empty. */
export function websiteProblems(draft: WebsiteDraft): Partial<Record<WebsiteField, WebsiteProblem>> {
  const problems: Partial<Record<WebsiteField, WebsiteProblem>> = {};
  if (!PRIMARY_COLOR_PATTERN.test(draft.primaryColor.trim())) problems.primaryColor = 'invalid';
  if (draft.title.trim().length > WEBSITE_LIMITS.titleMax) problems.title = 'tooLong';
  if (draft.description.trim().length > WEBSITE_LIMITS.descriptionMax) problems.description = 'tooLong';
  const keywords = parseKeywords(draft.keywords);
  if (keywords.length > WEBSITE_LIMITS.keywordsMax) problems.keywords = 'tooMany';
  else if (keywords.some((keyword) => keyword.length > WEBSITE_LIMITS.keywordMax)) problems.keywords = 'tooLong';
  if (draft.contactPhoneNumber.trim() && phoneProblem(draft.contactPhoneNumber)) problems.contactPhoneNumber = 'invalid';
  const email = draft.contactEmailId.trim() ? emailProblem(draft.contactEmailId) : null;
  if (email) problems.contactEmailId = email === 'tooLong' ? 'tooLong' : 'invalid';
  for (const field of ['academyUrl', 'applicationsUrl', 'payProductUrl'] as const) {
    const problem = draft[field].trim() ? httpsUrlProblem(draft[field]) : null;
    if (problem) problems[field] = problem;
  }
  const label = draft.payProductLabel.trim();
  if (label.length > WEBSITE_LIMITS.payLabelMax) problems.payProductLabel = 'tooLong';
  else if (!label && draft.payProductUrl.trim()) problems.payProductLabel = 'required';
  return problems;
}
