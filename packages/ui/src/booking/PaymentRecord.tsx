import { useTranslation } from 'react-i18next';
import type { Booking } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatDay } from '../search/dayFormat';
import { cardBrandName } from './CardBrandIcon';
import { formatMinor } from './format';

export interface PaymentRecordProps {
  booking: Pick<Booking, 'price' | 'payment' | 'cancelled'>;
  /** What the base price is, in the service's words ("Room rate", "Fares"). */
  baseLabel: string;
}

/** What a booking cost and how it was paid, and on a cancelled one what came back: a voucher's payment part. */
export function PaymentRecord({ booking, baseLabel }: PaymentRecordProps) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const money = (minor: number) => formatMinor(minor, booking.price.currency, language);
  const { payment, cancelled } = booking;
  return (
    <>
      <dl className="voucher-paid">
        <div>
          <dt>{baseLabel}</dt>
          <dd>{money(booking.price.baseRate)}</dd>
        </div>
        <div>
          <dt>{t('summary.taxes')}</dt>
          <dd>{money(booking.price.taxAndFee)}</dd>
        </div>
        <div className="voucher-paid-total">
          <dt>{t('voucher.totalPaid')}</dt>
          <dd>{money(booking.price.totalRate)}</dd>
        </div>
        {payment.card ? (
          <div>
            <dt>{t('voucher.paidByCard', { brand: cardBrandName(payment.card.brand), last4: payment.card.last4 })}</dt>
            <dd>{money(payment.card.amount)}</dd>
          </div>
        ) : null}
        {payment.walletAmount > 0 ? (
          <div>
            <dt>{t('voucher.paidByWallet')}</dt>
            <dd>{money(payment.walletAmount)}</dd>
          </div>
        ) : null}
      </dl>
      {cancelled ? (
        <dl className="voucher-paid voucher-refund">
          <div>
            <dt>{t('voucher.cancelledOn')}</dt>
            <dd>{formatDay(cancelled.at.slice(0, 10), language)}</dd>
          </div>
          <div>
            <dt>{t('voucher.penalty')}</dt>
            <dd>{formatMinor(cancelled.penalty, cancelled.currency, language)}</dd>
          </div>
          <div>
            <dt>{t('voucher.refunded')}</dt>
            <dd>{formatMinor(cancelled.refund.total, cancelled.currency, language)}</dd>
          </div>
        </dl>
      ) : null}
    </>
  );
}
