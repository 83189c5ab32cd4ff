/** The shell's legal and info pages (SPEC 2.2): its routes, its footer and the benchmarks open them. */
export const INFO_PATHS = {
  faqs: '/faqs',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  cookiesPolicy: '/cookies-policy',
  disclaimer: '/disclaimer',
  userTerms: '/user-terms-and-conditions',
  agencyTerms: '/agency-terms-and-conditions',
  subscription: '/subscription',
  /** The client's answers to an agent's proposal (SPEC 2.2), no account needed. */
  allowAgentProposal: '/allowAgentProposal',
  disapproveProposal: '/disapproveProposal',
} as const;

/** /agency-terms-and-conditions/{id}: the terms of sale of the agency with that id. */
export function agencyTermsPath(agencyId: number): string {
  return `${INFO_PATHS.agencyTerms}/${agencyId}`;
}
