import { useTranslation } from 'react-i18next';
import type { VisibleRates } from '@travel/contracts';
import {
  selectAgency,
  selectAuthStatus,
  selectCurrency,
  selectExchangeRates,
  selectLanguage,
  selectPriceViewer,
  useAppSelector,
} from '@travel/store';
import { displayedPrice, formatMoney, priceVisibility, showsSavedAmount } from '@travel/ui';

/**
 * The saved-amount banner on a deal's picture (SPEC 2.4, 5): only for viewers who see prices,
 * and only when the saved amount, rounded to whole units of the display currency, is not zero.
 */
export function SavedRibbon({ rates }: { rates: VisibleRates }) {
  const { t } = useTranslation('deals');
  // A string, not selectPriceViewer's new object, so the card re-renders only when it changes.
  const visibility = useAppSelector((state) => priceVisibility(selectPriceViewer(state), selectAgency(state)?.allowNonLoginFlow ?? false));
  const authStatus = useAppSelector(selectAuthStatus);
  const currency = useAppSelector(selectCurrency);
  const exchangeRates = useAppSelector(selectExchangeRates);
  const language = useAppSelector(selectLanguage);

  if (authStatus === 'checking' || visibility === 'reveal') return null;
  const price = displayedPrice(rates, currency, exchangeRates);
  if (!showsSavedAmount(price.saved)) return null;
  return <span className="deal-ribbon">{t('save', { amount: formatMoney(price.saved, price.currency, language, { wholeUnits: true }) })}</span>;
}
