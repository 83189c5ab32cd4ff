import { HttpError } from '../errors';
import { demoCardGateway } from './demo-card-gateway';
import type { PaymentGateway } from './gateway';

export const PAYMENT_ERROR_CODES = { gatewayUnavailable: 'PAYMENT_GATEWAY_UNAVAILABLE' } as const;

/**
 * Gateways by the name an agency's currentPaymentGateway holds. The seeded agencies name
 * 'stripe': until a Stripe adapter exists behind the same interface, the demo card gateway
 * answers for it (and for 'demo').
 */
const GATEWAYS: ReadonlyMap<string, PaymentGateway> = new Map(['stripe', 'demo'].map((name) => [name, demoCardGateway(name)]));

/** The gateways this server can charge through: what Payment Settings offers. */
export const configuredGateways = (): string[] => [...GATEWAYS.keys()];

/** The agency's gateway; a 503 when the name is one this server has no gateway for. */
export function paymentGateway(name: string): PaymentGateway {
  const gateway = GATEWAYS.get(name.toLowerCase());
  if (!gateway) {
    throw new HttpError(503, PAYMENT_ERROR_CODES.gatewayUnavailable, `Card payments are not available: this agency's payment gateway "${name}" is not supported.`);
  }
  return gateway;
}
