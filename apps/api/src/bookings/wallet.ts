import { divideHalfUp } from '@travel/contracts';
import type { Db } from '../db/types';
import { BASE_CURRENCY_CODE } from '../inventory/catalogue-currency';
import { conversionTo, convertFromUsd, type Conversion } from '../inventory/money';
import { walletBalance } from './wallet-ledger';

/** What a signed-in traveller's wallet can pay, in the charge currency, and how that maps back to the credits' own currency. */
export interface Wallet {
  /** Spendable now, in minor units of `currency` (the charge currency). */
  balance: number;
  currency: string;
  credits: number;
  creditsCurrency: string;
  /** Credits (their currency) that pay `amount` of the charge currency; never more than the credits. */
  creditsFor(amount: number): number;
}

export interface WalletHolder {
  id: string;
  isRewardWalletEnable: boolean;
  creditsCurrency: string;
}

/** Credits in USD minor units, rounded down: the wallet never pays more than it holds. */
function creditsInUsd(credits: number, conversion: Conversion): number {
  const perUsdMinor = conversion.unitsPerUsd * 10 ** (conversion.decimals - 2);
  return Math.floor(credits / perUsdMinor + 1e-9);
}

/**
 * The wallet of an account with the reward wallet on and credits left; null otherwise (or
 * when the credits' currency has no exchange rate). The charge currency is the catalogue's (USD).
 */
export async function walletOf(db: Db, holder: WalletHolder | null): Promise<Wallet | null> {
  if (!holder || !holder.isRewardWalletEnable) return null;
  const credits = await walletBalance(db, holder.id);
  if (credits <= 0) return null;
  const { creditsCurrency } = holder;
  const conversion = await conversionTo(db, creditsCurrency);
  if (!conversion) return null;
  const same = creditsCurrency === BASE_CURRENCY_CODE;
  return {
    balance: same ? credits : creditsInUsd(credits, conversion),
    currency: BASE_CURRENCY_CODE,
    credits,
    creditsCurrency,
    creditsFor: (amount) => (same ? amount : Math.min(credits, convertFromUsd(amount, conversion))),
  };
}

/** The credits a refund of `refunded` out of `paid` (charge currency) gives back, from what the wallet paid in its own currency. */
export const creditsRefunded = (walletCredits: number, paid: number, refunded: number): number =>
  paid === 0 ? 0 : refunded === paid ? walletCredits : divideHalfUp(walletCredits * refunded, paid);
