// Wallet grants (issue 22): credits an agency's owner or admin gives a client, with a reason
// the traveller reads in their wallet. apps/api/README.md ("Command Center") documents the calls.
import { z } from 'zod';
import { safeText } from '../request-fields.schema';
import { pagedListFields, pageQueryFields } from './paging.schema';
import { WALLET_GRANT_MAX, WALLET_GRANT_REASON_MAX } from './wallet-grants';

export const walletGrantInputSchema = z.object({
  /** Minor units of `currency`. */
  amount: z.number().int('expected whole minor units, such as 2500 for 25.00').positive('expected an amount above zero').max(WALLET_GRANT_MAX, 'expected at most 10,000.00'),
  /** The amount's currency; the wallet's own when left out (converted to it otherwise). */
  currency: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD').optional(),
  reason: safeText().trim().min(1, 'say why the credits are given').max(WALLET_GRANT_REASON_MAX),
});
export type WalletGrantInput = z.input<typeof walletGrantInputSchema>;

export const walletGrantSchema = z.object({
  id: z.number().int(),
  /** Credited, in minor units of the wallet's currency. */
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  /** The traveller's account credited, and the client it belongs to (null once the client is deleted). */
  account: z.object({ name: z.string(), email: z.string() }),
  clientId: z.uuid().nullable(),
  /** The owner or admin who gave them; null once that account is gone. */
  grantedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type WalletGrant = z.infer<typeof walletGrantSchema>;

export const walletGrantListQuerySchema = z.object(pageQueryFields);
export type WalletGrantListQuery = z.input<typeof walletGrantListQuerySchema>;

export const walletGrantListSchema = z.object({ ...pagedListFields, grants: z.array(walletGrantSchema) });
export type WalletGrantList = z.infer<typeof walletGrantListSchema>;

/** A traveller's own grants, as their wallet lists them. */
export const receivedGrantSchema = walletGrantSchema.pick({ id: true, amount: true, currency: true, reason: true, createdAt: true });
export type ReceivedGrant = z.infer<typeof receivedGrantSchema>;
export const receivedGrantsSchema = z.object({ grants: z.array(receivedGrantSchema) });
export type ReceivedGrants = z.infer<typeof receivedGrantsSchema>;
