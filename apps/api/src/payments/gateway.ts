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
  /** The booking's idempotency key, so a gateway that supports it never charges a retry twice. */
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
}

export interface PaymentGateway {
  /** The name agencies set in currentPaymentGateway. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Throws when the refund fails, so the cancellation rolls back. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
