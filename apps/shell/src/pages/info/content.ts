import type { Agency, Faq } from '@travel/contracts';

/**
 * Whether agency HTML says anything: rich-text editors save an emptied field as markup such
 * as '<p><br></p>', which must count as no content.
 */
export function hasHtmlContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/gi, ' ').trim().length > 0;
}

/** The agency's own legal texts, each a page of its own. */
export type AgencyHtmlField = 'privacyPolicy' | 'cookiesPolicy' | 'disclaimer';

/** SPEC 5: the FAQ page shows only when every question is longer than 3 characters. */
export const MIN_QUESTION_LENGTH = 4;

export type FaqState = 'disabled' | 'noFaqs' | 'ready';

/**
 * SPEC 2.5, 5: disabled (by the agency or the call) shows 'Faq Page is not available'; no
 * questions, or any of 3 characters or fewer, shows 'No Faqs Found !'.
 */
export function faqState(agency: Pick<Agency, 'isFaqEnable'>, faq: Pick<Faq, 'isEnabled' | 'questions'>): FaqState {
  if (!agency.isFaqEnable || !faq.isEnabled) return 'disabled';
  const allLongEnough = faq.questions.every(({ question }) => question.trim().length >= MIN_QUESTION_LENGTH);
  return faq.questions.length > 0 && allLongEnough ? 'ready' : 'noFaqs';
}
