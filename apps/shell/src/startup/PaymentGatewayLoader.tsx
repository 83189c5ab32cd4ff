import { usePaymentGatewayQuery } from '@travel/store';

/** A start-up call after the first render (SPEC 7): the payment gateway is refreshed apart from the cached agency. */
export function PaymentGatewayLoader() {
  usePaymentGatewayQuery();
  return null;
}
