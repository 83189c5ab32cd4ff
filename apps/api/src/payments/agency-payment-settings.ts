import { eq } from 'drizzle-orm';
import { BOOKING_ERROR_CODES, ERROR_CODES, type PaymentSettings } from '@travel/contracts';
import type { AgencyRow } from '../db/schema-agencies';
import { agencyPaymentSettings } from '../db/schema-payments';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { BASE_CURRENCY_CODE } from '../inventory/catalogue-currency';
import type { PaymentGateway } from './gateway';
import { paymentGateway } from './gateways';

/**
 * What an agency without a row charges with: the rule of migration 0013's backfill (its
 * settings' gateway, the catalogue's currency, the wallet offered), so an agency created
 * by a path that wrote no row still pays as before.
 */
export function defaultPaymentSettings(agency: Pick<AgencyRow, 'settings'>): PaymentSettings {
  return { gateway: agency.settings.currentPaymentGateway.toLowerCase() || 'demo', chargeCurrencies: [BASE_CURRENCY_CODE], walletOffered: true };
}

/** The agency's Payment Settings (SPEC 2.2 /settings/payment). */
export async function paymentSettingsOf(db: Db, agency: Pick<AgencyRow, 'id' | 'settings'>): Promise<PaymentSettings> {
  const [row] = await db
    .select({ gateway: agencyPaymentSettings.gateway, chargeCurrencies: agencyPaymentSettings.chargeCurrencies, walletOffered: agencyPaymentSettings.walletOffered })
    .from(agencyPaymentSettings)
    .where(eq(agencyPaymentSettings.agencyId, agency.id));
  return row ?? defaultPaymentSettings(agency);
}

/** A checkout's payment as the agency's settings allow it. */
export interface AgencyPayment {
  /** A booking that asks to use wallet credits is refused when the agency does not offer them. */
  refuseWalletUnlessOffered(useWallet: boolean): void;
  /**
   * The gateway that charges a card part in `currency`. A currency the agency does not
   * charge in is refused, not converted: the booking's amounts, refunds and payment records
   * are all in the offer's currency, and a conversion would charge a different sum than the
   * one the traveller confirmed.
   */
  cardGateway(currency: string): PaymentGateway;
}

export function agencyPayment(settings: PaymentSettings, agencyName: string): AgencyPayment {
  return {
    refuseWalletUnlessOffered(useWallet) {
      if (useWallet && !settings.walletOffered) {
        throw new HttpError(400, BOOKING_ERROR_CODES.walletUnavailable, `body.payment.useWallet: ${agencyName} does not take wallet credits`);
      }
    },
    cardGateway(currency) {
      if (!settings.chargeCurrencies.includes(currency)) {
        throw new HttpError(
          400,
          ERROR_CODES.validation,
          `body.payment.card: ${agencyName} does not charge cards in ${currency} (it charges in ${settings.chargeCurrencies.join(', ')}); pay with wallet credits or contact the agency`,
        );
      }
      return paymentGateway(settings.gateway);
    },
  };
}
