import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { VisibleRates } from '@travel/contracts';
import {
  modalOpened,
  selectAgency,
  selectAuthStatus,
  selectCurrency,
  selectExchangeRates,
  selectLanguage,
  selectPriceViewer,
  useAppDispatch,
  useAppSelector,
  useExchangeRatesQuery,
} from '@travel/store';
import { Skeleton } from '../Skeleton';
import { formatMoney } from './formatMoney';
import { displayedPrice, priceVisibility, showsSavedAmount } from './priceView';
import './price.css';

export interface PriceProps {
  rates: VisibleRates;
  /** What the price is for ('per night', 'total for 3 days'), shown under the amount. */
  unit?: string;
  /** Where 'Reveal Price' sends an anonymous visitor: the home page tab of this service (SPEC 2.4). */
  revealTo: string;
}

/**
 * The one price display (SPEC 1, 6): what it shows depends on who looks. Amounts are in the
 * display currency; the saved amount has no decimals (SPEC 9).
 */
export function Price({ rates, unit, revealTo }: PriceProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectPriceViewer);
  const authStatus = useAppSelector(selectAuthStatus);
  const allowNonLoginFlow = useAppSelector(selectAgency)?.allowNonLoginFlow ?? false;
  const displayCurrency = useAppSelector(selectCurrency);
  const exchangeRates = useAppSelector(selectExchangeRates);
  const language = useAppSelector(selectLanguage);
  // SPEC 4: the rates are fetched when missing (one request, shared by every price).
  useExchangeRatesQuery(undefined, { skip: displayCurrency === rates.currency });

  if (authStatus === 'checking') return <Skeleton height={40} width="8rem" />;
  const visibility = priceVisibility(viewer, allowNonLoginFlow);
  if (visibility === 'reveal') {
    return (
      <Link className="btn btn-outline price-reveal" to={revealTo} onClick={() => dispatch(modalOpened('login'))}>
        {t('price.reveal')}
      </Link>
    );
  }

  const price = displayedPrice(rates, displayCurrency, exchangeRates);
  const money = (amount: number, wholeUnits = false) => formatMoney(amount, price.currency, language, { wholeUnits });
  const hasDiscount = showsSavedAmount(price.saved);
  return (
    <div className="price">
      {hasDiscount ? (
        <p className="price-retail">
          <span className="visually-hidden">{t('price.retail')}</span>
          <s>{money(price.retail)}</s>
          <span className="price-discount">{t('price.discount', { percent: price.discountPercentage })}</span>
        </p>
      ) : null}
      <p className="price-total">
        <span className="visually-hidden">{t('price.toTraveller')}</span>
        <strong>{money(price.total)}</strong>
        {unit ? <span className="price-unit">{unit}</span> : null}
      </p>
      {hasDiscount ? <p className="price-saved">{t('price.saved', { amount: money(price.saved, true) })}</p> : null}
      {visibility === 'agent' && price.wholesale !== undefined && price.markup !== undefined ? (
        <dl className="price-agent">
          <div>
            <dt>{t('price.wholesale')}</dt>
            <dd>{money(price.wholesale)}</dd>
          </div>
          <div>
            <dt>{t('price.markup')}</dt>
            <dd>{money(price.markup)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
