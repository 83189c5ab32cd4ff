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
} as const;
