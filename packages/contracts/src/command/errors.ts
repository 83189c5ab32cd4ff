// Error codes of the Command Center's calls, beside the shared ERROR_CODES (VALIDATION_FAILED,
// NOT_FOUND, FORBIDDEN...). Plain TypeScript: the client pages tell refusals apart by them.

export const COMMAND_ERROR_CODES = {
  /**
   * 404: no such client, or one the user may not see (another agency's, or kept by another
   * agent): a booking request's `clientId` as much as a client's own page.
   */
  clientNotFound: 'CLIENT_NOT_FOUND',
  /** 409: the agency already has a client with this email (one client per email and agency). */
  clientEmailTaken: 'CLIENT_EMAIL_TAKEN',
  /**
   * 404: no such deal link, or one the user may not see (another agency's, or another
   * agent's): its row in the list as much as a booking request's `dealLinkId`.
   */
  dealLinkNotFound: 'DEAL_LINK_NOT_FOUND',
  /** 410: a booking request's `dealLinkId` names a link that has expired. */
  dealLinkExpired: 'DEAL_LINK_EXPIRED',
  /** 409: a wallet grant for a client who has no account at the agency yet (nothing to credit). */
  clientHasNoAccount: 'CLIENT_HAS_NO_ACCOUNT',
  /** 409: the agency is already subscribed. */
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  /** 404: no such agent in the agency (another agency's, a traveller's account, an unknown id). */
  agentNotFound: 'AGENT_NOT_FOUND',
  /** 403: the role rules refuse the change (agents.ts: your own account, an owner, the owner role). */
  agentChangeRefused: 'AGENT_CHANGE_REFUSED',
  /** 409: the email is already an account of this agency. */
  agentEmailTaken: 'AGENT_EMAIL_TAKEN',
  /** 409: this email already has a pending invitation: resend or revoke it. */
  invitationPending: 'INVITATION_PENDING',
  /** 404: no pending invitation with this id in the agency. */
  invitationNotFound: 'INVITATION_NOT_FOUND',
  /** 410, the invitation link: unknown, expired, already used, or revoked. Nothing changes. */
  invitationInvalid: 'INVITATION_INVALID',
  invitationExpired: 'INVITATION_EXPIRED',
  invitationUsed: 'INVITATION_USED',
  invitationRevoked: 'INVITATION_REVOKED',
} as const;
