import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Search } from 'lucide-react';
import { normaliseSearch, type Currency } from '@travel/contracts';
import { rememberCurrency } from '@travel/api-client';
import { currencySelected, selectCurrency, useAppDispatch, useAppSelector, useCurrenciesQuery } from '@travel/store';
import { Dropdown, Skeleton } from '@travel/ui';

/** Case- and accent-insensitive match on code, name or symbol ('krone' finds NOK and DKK). */
export function matchesCurrency(currency: Pick<Currency, 'currency' | 'name' | 'symbol'>, query: string): boolean {
  const needle = normaliseSearch(query);
  return needle === '' || [currency.currency, currency.name].some((field) => normaliseSearch(field).includes(needle)) || currency.symbol === query.trim();
}

function CurrencyList({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectCurrency);
  const { data: currencies, isLoading, error, refetch } = useCurrenciesQuery();
  const [query, setQuery] = useState('');
  const searchId = useId();

  if (isLoading) return <Skeleton height={120} />;
  if (error || !currencies) {
    // SPEC 8: the server's message, or a generic something-went-wrong text.
    const message = error && 'message' in error && error.message !== 'Something went wrong' ? error.message : t('errors.somethingWentWrong');
    return (
      <p className="dropdown-message" role="alert">
        {message}{' '}
        <button type="button" className="link-button" onClick={() => void refetch()}>{t('layout.retry')}</button>
      </p>
    );
  }
  const shown = currencies.filter((currency) => matchesCurrency(currency, query));
  return (
    <>
      <div className="currency-search">
        <Search aria-hidden="true" size={16} />
        <label htmlFor={searchId} className="visually-hidden">{t('layout.currencySearch')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('layout.currencySearch')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          // The panel opened on the user's request: typing a currency is what comes next.
          autoFocus
        />
      </div>
      {shown.length === 0 ? <p className="dropdown-message">{t('layout.currencyNone')}</p> : null}
      <ul className="dropdown-list" aria-label={t('layout.currency')}>
        {shown.map((currency) => (
          <li key={currency.currency}>
            <button
              type="button"
              className="dropdown-item"
              aria-pressed={currency.currency === selected}
              onClick={() => {
                dispatch(currencySelected(currency.currency));
                rememberCurrency(currency.currency);
                close();
              }}
            >
              <img src={currency.image} alt="" width={20} height={15} className="currency-flag" loading="lazy" />
              <span className="currency-code">{currency.currency}</span>
              <span className="currency-name">{currency.name}</span>
              {currency.currency === selected ? <Check className="dropdown-tick" aria-hidden="true" size={18} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** SPEC 2.6, 4: the display currency, searchable; the choice is remembered on this device. */
export function CurrencyMenu() {
  const { t } = useTranslation();
  const selected = useAppSelector(selectCurrency);
  return (
    <Dropdown className="currency-menu" ariaLabel={t('layout.currencyCurrent', { currency: selected })} label={<span>{selected}</span>}>
      {(close) => <CurrencyList close={close} />}
    </Dropdown>
  );
}
