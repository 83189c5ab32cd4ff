import { randomUUID } from 'node:crypto';
import { CARD_DECLINED_TEXT, cardBrand, TEST_CARDS } from '@travel/contracts';
import type { PaymentGateway } from './gateway';

/**
 * The built-in demo gateway (apps/api/README.md, "Payments"): no money moves. The request
 * schema has already checked the number (Luhn), expiry and CVC; TEST_CARDS.decline is
 * refused, every other valid number approved. It keeps nothing of the card.
 */
export function demoCardGateway(name: string): PaymentGateway {
  return {
    name,
    async charge({ card }) {
      if (card.number === TEST_CARDS.decline) return { approved: false, reason: CARD_DECLINED_TEXT };
      return { approved: true, chargeId: `ch_demo_${randomUUID()}`, brand: cardBrand(card.number), last4: card.number.slice(-4) };
    },
    async refund() {
      return { refundId: `re_demo_${randomUUID()}` };
    },
  };
}
