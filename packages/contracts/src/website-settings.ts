// Website Settings (Command Center /settings/website, owners and admins): the agency's brand
// colour, what search engines show, and its contact details. Plain rules for the form and the
// API's schema alike (website-settings.schema.ts).
import { emailProblem, phoneProblem } from './traveller-fields';

/** Hard limits; search engines show about 60 and 160 characters of a title and description. */
export const WEBSITE_LIMITS = { titleMax: 100, descriptionMax: 320, keywordMax: 40, keywordsMax: 20 } as const;

/** The colour a site is themed with: six hex digits, what the database and the theme accept. */
export const PRIMARY_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export type WebsiteField = 'primaryColor' | 'title' | 'description' | 'keywords' | 'contactPhoneNumber' | 'contactEmailId';
export type WebsiteProblem = 'invalid' | 'tooLong' | 'tooMany';

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
  return problems;
}
