import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES, ERROR_CODES, type LeadTraveller, type Rates, usesCommandCenter } from '@travel/contracts';
import type { AuthUser } from '../auth/plugin';
import { commandErrors } from '../command/errors';
import { liveDealLinkId } from '../command/deal-link-lookup';
import { bookableProposalItem, type ProposalBooking, recordProposalBooking } from '../command/proposal-booking';
import { commandScope, visibleClient } from '../command/scope';
import type { AgencyRow } from '../db/schema-agencies';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { agencyPayment, paymentSettingsOf } from '../payments/agency-payment-settings';
import { activeAgency } from '../plugins/tenant';
import { refuseAnonymousUnlessAllowed } from './access';
import { book, settledBookingForKey } from './book';
import type { Bookable, PricedSelection } from './bookable';
import { bookingErrors } from './booking-errors';
import { cardPayment, requestHash } from './booking-request';
import { bookingView } from './booking-view';

/** What every service's booking request carries besides its selection. */
export interface BookingRequestBody {
  currency: string;
  /** The total the traveller saw; anything else is PRICE_CHANGED. */
  expectedTotal: number;
  leadTraveller: LeadTraveller;
  payment: { useWallet: boolean; card?: Parameters<typeof cardPayment>[0] };
  /** An agent booking for one of the agency's clients. */
  clientId?: string | undefined;
  /** The agent's deal link the visitor came through (the page URL's dealLinkId). */
  dealLinkId?: string | undefined;
  /** The item of an approved proposal the client books (the checkout URL's proposalItem). */
  proposalItemId?: string | undefined;
}

/** A service's offer priced now: bookable, or why not. */
export interface FreshOffer {
  unavailable?: { kind: string; reason: string };
  charge: Pick<Rates, 'totalRate' | 'currency'>;
}

export interface ServiceBooking<Offer extends FreshOffer> {
  bookable: Bookable;
  body: BookingRequestBody;
  idempotencyKey: string;
  /** Prices the request now (never from a cache); throws a 400 for what only the offer can check. */
  price: (agency: AgencyRow) => Promise<Offer>;
  /** The booking's snapshot, from the offer the traveller pays. */
  selection: (offer: Offer) => PricedSelection;
  /** What the request books as its service's quote call takes it: a proposal's item must be this offer. */
  quoteRequest: Record<string, unknown>;
}

/**
 * Who books and for whom: a signed-in agent is the booking's agent. A `clientId` is honoured
 * only from an agent who may see that client (the Command Center's scope): anyone else is a
 * 403, a client they may not see (unknown, another agency's, another agent's) a 404
 * CLIENT_NOT_FOUND; either before anything is held or charged.
 */
async function agentAndClient(db: Db, user: AuthUser | null, clientId: string | undefined): Promise<{ agentId: string | null; clientId: string | null }> {
  const agent = user && usesCommandCenter(user) ? user : null;
  if (clientId === undefined) return { agentId: agent?.id ?? null, clientId: null };
  if (!agent) throw new HttpError(403, ACCOUNT_ERROR_CODES.forbidden, 'body.clientId: only an agent may book for a client');
  if (!(await visibleClient(db, commandScope(agent), clientId))) throw commandErrors.clientNotFound(clientId);
  return { agentId: agent.id, clientId };
}

/**
 * The booking call every service answers the same way (README "Bookings"): sign-in where the
 * agency needs it (a proposal's client needs none), the same key answering the booking it made,
 * a fresh price compared with the one shown, then the core. 201 for a new booking, 200 for the
 * one a retry finds.
 */
export async function answerBookingCall<Offer extends FreshOffer>(db: Db, request: FastifyRequest, reply: FastifyReply, call: ServiceBooking<Offer>) {
  const agency = activeAgency(request);
  const user = request.user;
  const { body, idempotencyKey, bookable } = call;
  // A proposal's client books without an account; a token that failed is refused all the same.
  if (body.proposalItemId === undefined || request.authFailure) refuseAnonymousUnlessAllowed(request, agency);
  const hash = requestHash(body, user?.id ?? null);
  const earlier = await settledBookingForKey(db, agency.id, idempotencyKey, hash);
  if (earlier) return reply.status(200).send(bookingView(earlier));

  const proposal: ProposalBooking | null =
    body.proposalItemId === undefined ? null : await bookableProposalItem(db, agency.id, body.proposalItemId, bookable.service, call.quoteRequest);
  if (proposal && body.clientId !== undefined) throw new HttpError(400, ERROR_CODES.validation, "body.clientId: a proposal's booking is for the proposal's client");
  const parties = proposal ? { agentId: proposal.agentId, clientId: proposal.clientId } : await agentAndClient(db, user, body.clientId);
  const dealLinkId = body.dealLinkId === undefined ? null : await liveDealLinkId(db, agency.id, body.dealLinkId);

  const card = cardPayment(body.payment.card);
  // The agency's Payment Settings: whether credits may pay, and the gateway and currencies of the card part.
  const payment = agencyPayment(await paymentSettingsOf(db, agency), agency.agencyName);
  payment.refuseWalletUnlessOffered(body.payment.useWallet);
  const offer = await call.price(agency);
  if (offer.unavailable?.kind === 'soldOut') throw bookable.soldOut();
  if (offer.unavailable) throw bookingErrors.notBookable(offer.unavailable.reason);
  if (body.expectedTotal !== offer.charge.totalRate) throw bookingErrors.priceChanged(body.expectedTotal, offer.charge.totalRate, offer.charge.currency);

  const { created, row } = await book(db, {
    agencyId: agency.id,
    userId: user?.id ?? null,
    ...parties,
    dealLinkId,
    idempotencyKey,
    requestHash: hash,
    bookable,
    selection: call.selection(offer),
    leadTraveller: body.leadTraveller,
    displayCurrency: body.currency,
    useWallet: body.payment.useWallet,
    card,
    gateway: () => payment.cardGateway(offer.charge.currency),
    log: request.log,
  });
  if (proposal && row.status === 'confirmed') await recordProposalBooking(db, proposal, row.id);
  return reply.status(created ? 201 : 200).send(bookingView(row));
}
