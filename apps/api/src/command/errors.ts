import { type AgentChangeRefusal, COMMAND_ERROR_CODES, ERROR_CODES } from '@travel/contracts';
import { HttpError } from '../errors';

const AGENT_CHANGE_REFUSALS: Record<AgentChangeRefusal, string> = {
  notManager: 'Only the agency’s owner and admins manage agents',
  self: 'You cannot change your own role or deactivate yourself; ask another owner or admin',
  ownerProtected: 'Only an agency owner can change or deactivate an agency owner',
  ownerRoleReserved: 'body.role: only an agency owner can make someone an agency owner',
};

/** The Command Center's refusals. An id outside what the user may see reads exactly as an unknown one. */
export const commandErrors = {
  clientNotFound: (clientId: string) => new HttpError(404, COMMAND_ERROR_CODES.clientNotFound, `No client ${clientId} among the clients you may see`),
  clientEmailTaken: (email: string) => new HttpError(409, COMMAND_ERROR_CODES.clientEmailTaken, `body.email: the agency already has a client with the email ${email}`),
  bookingNotFound: (reference: string) => new HttpError(404, ERROR_CODES.notFound, `No booking ${reference} among the bookings you may see`),
  dealLinkNotFound: (dealLinkId: string) => new HttpError(404, COMMAND_ERROR_CODES.dealLinkNotFound, `No deal link ${dealLinkId} among the deal links you may see`),
  dealLinkExpired: (dealLinkId: string) => new HttpError(410, COMMAND_ERROR_CODES.dealLinkExpired, `The deal link ${dealLinkId} has expired`),
  agentNotFound: (userId: string) => new HttpError(404, COMMAND_ERROR_CODES.agentNotFound, `No agent ${userId} in this agency`),
  agentChangeRefused: (refusal: AgentChangeRefusal) => new HttpError(403, COMMAND_ERROR_CODES.agentChangeRefused, AGENT_CHANGE_REFUSALS[refusal]),
  agentEmailTaken: (email: string) => new HttpError(409, COMMAND_ERROR_CODES.agentEmailTaken, `body.email: ${email} already has an account on this site`),
  invitationPending: (email: string) =>
    new HttpError(409, COMMAND_ERROR_CODES.invitationPending, `body.email: ${email} already has a pending invitation; resend or revoke it`),
  invitationNotFound: (invitationId: string) => new HttpError(404, COMMAND_ERROR_CODES.invitationNotFound, `No pending invitation ${invitationId} in this agency`),
};
