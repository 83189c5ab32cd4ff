import { useTranslation } from 'react-i18next';
import type { FlightQuote } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatMinor } from '@travel/ui/booking';

/**
 * The price per passenger type: one passenger's fare and taxes, times how many travel, and the
 * trip's total. On phones each row stacks, its cells named by their column (data-label).
 */
export function PassengerPrices({ quote }: { quote: FlightQuote }) {
  const { t } = useTranslation('flights');
  const language = useAppSelector(selectLanguage);
  const money = (minor: number) => formatMinor(minor, quote.display.currency, language);
  return (
    <table className="passenger-prices">
      <caption className="visually-hidden">{t('reservation.prices.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('reservation.prices.passengers')}</th>
          <th scope="col">{t('reservation.prices.fare')}</th>
          <th scope="col">{t('reservation.prices.taxes')}</th>
          <th scope="col">{t('reservation.prices.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        {quote.perPassenger.map(({ type, count, each }) => (
          <tr key={type}>
            <th scope="row">{t(`reservation.prices.types.${type}`, { count })}</th>
            <td data-label={t('reservation.prices.fare')}>{money(each.baseRate)}</td>
            <td data-label={t('reservation.prices.taxes')}>{money(each.taxAndFee)}</td>
            <td data-label={t('reservation.prices.subtotal')}>{t('reservation.prices.times', { count, each: money(each.totalRate), total: money(each.totalRate * count) })}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('reservation.prices.total')}
          </th>
          <td>
            <strong>{money(quote.display.totalRate)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
