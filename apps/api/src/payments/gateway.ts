// The payment gateway behind the booking calls. The agency's settings.currentPaymentGateway
// names it (SPEC 3); gateways.ts resolves the name. A card number and CVC only ever pass
// through `charge`: nothing here stores them.

export interface CardPayment {
  /** Digits only. */
  number: string;
  expiry: { month: number; year: number };
  cvc: string;
  holderName: string;
}

export interface ChargeRequest {
  /** Minor units of `currency`; more than 0. */
  amount: number;
  currency: string;
  card: CardPayment;
  /** The booking's reference: the same key charges once, and finds the charge again (findCharge). */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  | { approved: true; chargeId: string; brand: string; last4: string }
  | { approved: false; reason: string };

export interface RefundRequest {
  chargeId: string;
  /** Minor units of `currency`; more than 0 and at most what the charge took. */
  amount: number;
  currency: string;
  /** The same key refunds once: a refund retried after a crash is not paid twice. */
  idempotencyKey: string;
}

/** A charge as the gateway knows it, found by its idempotency key. */
export interface ChargeRecord {
  chargeId: string;
  brand: string;
  last4: string;
  amount: number;
  /** Refunded in full (a booking that failed after its charge). */
  refunded: boolean;
}

export interface PaymentGateway {
  /** The name agencies set in currentPaymentGateway. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Throws when the refund fails, so the cancellation is undone. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** The approved charge made with this idempotency key, if any: how a booking left pending by a crash is settled. */
  findCharge(idempotencyKey: string): Promise<ChargeRecord | null>;
}
