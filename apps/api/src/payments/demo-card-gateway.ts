import { randomUUID } from 'node:crypto';
import { CARD_DECLINED_TEXT, cardBrand, TEST_CARDS } from '@travel/contracts';
import type { ChargeRecord, ChargeResult, PaymentGateway } from './gateway';

/**
 * The built-in demo gateway (apps/api/README.md, "Payments"): no money moves. The request
 * schema has already checked the number (Luhn), expiry and CVC; TEST_CARDS.decline is
 * refused, every other valid number approved. Like a real gateway it answers a repeated
 * idempotency key with the first answer and finds a charge by its key; it remembers them
 * in this process only, and keeps nothing of the card but its brand and last four.
 */
export function demoCardGateway(name: string): PaymentGateway {
  const charges = new Map<string, ChargeRecord>();
  const refunds = new Map<string, string>();
  const chargeKeys = new Map<string, string>();
  return {
    name,
    async charge({ card, amount, idempotencyKey }): Promise<ChargeResult> {
      const earlier = charges.get(idempotencyKey);
      if (earlier) return { approved: true, chargeId: earlier.chargeId, brand: earlier.brand, last4: earlier.last4 };
      if (card.number === TEST_CARDS.decline) return { approved: false, reason: CARD_DECLINED_TEXT };
      const record = { chargeId: `ch_demo_${randomUUID()}`, brand: cardBrand(card.number), last4: card.number.slice(-4), amount, refunded: false };
      charges.set(idempotencyKey, record);
      chargeKeys.set(record.chargeId, idempotencyKey);
      return { approved: true, chargeId: record.chargeId, brand: record.brand, last4: record.last4 };
    },
    async refund({ chargeId, amount, idempotencyKey }) {
      const earlier = refunds.get(idempotencyKey);
      if (earlier) return { refundId: earlier };
      const refundId = `re_demo_${randomUUID()}`;
      refunds.set(idempotencyKey, refundId);
      const charge = charges.get(chargeKeys.get(chargeId) ?? '');
      if (charge && amount >= charge.amount) charge.refunded = true;
      return { refundId };
    },
    async findCharge(idempotencyKey) {
      return charges.get(idempotencyKey) ?? null;
    },
  };
}
