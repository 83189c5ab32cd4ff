import { useTranslation } from 'react-i18next';
import type { PaymentSplit, Rates } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatMinor, formatMinorWithCode } from './format';

/** What the base price is: a stay's nights × nightly (for its rooms), or another service's own label ("Fares"). */
type PriceBasis = { nights: number; rooms: number; baseLabel?: never } | { baseLabel: string; nights?: never; rooms?: never };

export type PriceSummaryProps = PriceBasis & {
  /** The price in the traveller's display currency. */
  display: Rates;
  /** The same price in the offer's currency: what is charged. */
  charge: Rates;
  /** How the charge is paid, when wallet credits take part. */
  split?: PaymentSplit;
};

/**
 * Nights × nightly (or the service's base label), taxes and fees, the total in the display
 * currency, and what is charged in the offer's currency when the two differ (never a surprise
 * on the card statement).
 */
export function PriceSummary({ nights, rooms, baseLabel, display, charge, split }: PriceSummaryProps) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const shown = (minor: number) => formatMinor(minor, display.currency, language);
  const charged = (minor: number) => formatMinor(minor, charge.currency, language);
  const chargedWithCode = (minor: number) => formatMinorWithCode(minor, charge.currency, language);
  const usesWallet = split !== undefined && split.walletAmount > 0;
  return (
    <dl className="price-summary">
      <div>
        <dt>{nights === undefined ? baseLabel : t('summary.nightly', { count: nights, nightly: shown(Math.round(display.baseRate / nights)) })}</dt>
        <dd>{shown(display.baseRate)}</dd>
      </div>
      {rooms !== undefined && rooms > 1 ? <p className="price-summary-note">{t('summary.forRooms', { count: rooms })}</p> : null}
      <div>
        <dt>{t('summary.taxes')}</dt>
        <dd>{shown(display.taxAndFee)}</dd>
      </div>
      {display.savedPrice > 0 ? (
        <div className="price-summary-saving">
          <dt>{t('summary.saving', { percent: display.discountPercentage })}</dt>
          <dd>{shown(display.savedPrice)}</dd>
        </div>
      ) : null}
      <div className="price-summary-total">
        <dt>{t('summary.total')}</dt>
        <dd>{shown(display.totalRate)}</dd>
      </div>
      {display.currency !== charge.currency ? (
        <p className="price-summary-charged">{t('summary.chargedAs', { amount: chargedWithCode(charge.totalRate) })}</p>
      ) : null}
      {usesWallet ? (
        <>
          <div className="price-summary-part">
            <dt>{t('summary.wallet')}</dt>
            <dd>−{charged(split.walletAmount)}</dd>
          </div>
          <div className="price-summary-part">
            <dt>{t('summary.card')}</dt>
            <dd>{charged(split.cardAmount)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
