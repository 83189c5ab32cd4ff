import { countries as countryFacts, type ICountry, type TCountryCode } from 'countries-list';
import type { CountryRow, CurrencyRow } from '../../db/schema-reference';

/**
 * ISO 4217 fund and accounting codes that countries-list lists beside a country's money
 * (CHE and CHW for Switzerland, USN for the US...): nobody pays a hotel in them.
 */
const FUND_CODES = new Set(['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW']);

/**
 * The region whose flag stands for a currency where it is not the first two letters of
 * the code (ISO 4217 builds national codes from the country code: NOK is NO's).
 */
const FLAG_REGION_BY_CURRENCY: Record<string, string> = {
  EUR: 'EU', // the EU flag has its own emoji and icon
  XAF: 'CM', // Central African CFA franc: Cameroon, its largest user
  XOF: 'SN', // West African CFA franc: Senegal
  XCD: 'AG', // East Caribbean dollar: Antigua and Barbuda
  XPF: 'PF', // CFP franc: French Polynesia
  XCG: 'CW', // Caribbean guilder: Curaçao
};

const collator = new Intl.Collator('en');
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/**
 * Codes countries-list carries that ISO 3166-1 does not assign: Ascension and Tristan da
 * Cunha (exceptionally reserved, part of Saint Helena, SH). Kosovo (XK) is flagged userAssigned.
 */
const NOT_ISO_3166_1 = new Set(['AC', 'TA']);

/** The 249 ISO 3166-1 countries. */
function iso3166Countries(): [TCountryCode, ICountry][] {
  return (Object.entries(countryFacts) as [TCountryCode, ICountry][]).filter(([code, c]) => !c.userAssigned && !NOT_ISO_3166_1.has(code));
}

/** A country's everyday money: its first listed currency that is not a fund code (USD for Antarctica's bases). */
function mainCurrency(country: ICountry): string {
  return country.currency.find((code) => !FUND_CODES.has(code)) ?? 'USD';
}

function currencyRow(code: string): CurrencyRow {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
  const symbol = format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? code;
  return {
    code,
    name: currencyNames.of(code) ?? code,
    symbol,
    decimals: format.resolvedOptions().maximumFractionDigits ?? 2,
    flagRegion: FLAG_REGION_BY_CURRENCY[code] ?? code.slice(0, 2),
  };
}

/** Every ISO 3166-1 country, alphabetical in English, from countries-list. */
export function countryRows(): CountryRow[] {
  return iso3166Countries()
    .sort(([, a], [, b]) => collator.compare(a.name, b.name))
    .map(([code, c], i) => ({
      code,
      name: c.name,
      nativeName: c.native,
      capital: c.capital,
      continent: c.continent,
      dialCode: c.phone.length > 0 ? `+${c.phone[0]}` : '',
      currencyCode: mainCurrency(c),
      sortOrder: i,
    }));
}

/**
 * Every currency a country uses (its main one and any it also accepts, as Zimbabwe the
 * rand), named and symbolised by Node's ICU data, in code order.
 */
export function currencyRows(): CurrencyRow[] {
  const codes = new Set<string>(['USD']);
  for (const [, c] of iso3166Countries()) for (const code of c.currency) if (!FUND_CODES.has(code)) codes.add(code);
  return [...codes].sort().map(currencyRow);
}
