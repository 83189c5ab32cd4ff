import { asc, eq, exists } from 'drizzle-orm';
import { continents } from 'countries-list';
import type { CarRentalCountry, Country, Currency, ExchangeRatesResponse, LanguageCode, ShipLine } from '@travel/contracts';
import {
  agencyCruiseLines,
  agencyReferenceSettings,
  airports,
  countries,
  cruiseLinePorts,
  cruiseLines,
  cruisePorts,
  currencies,
  exchangeRates,
  type CurrencyRow,
} from '../db/schema';
import type { Db } from '../db/types';
import { DEFAULT_ENABLED_CURRENCIES } from './defaults';
import { flagFields } from './flags';

/** A loader run once per process: later calls share its result; a failure is not kept. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

function toCurrency(row: CurrencyRow): Currency {
  return { name: row.name, code: row.flagRegion, currency: row.code, symbol: row.symbol, decimals: row.decimals, ...flagFields(row.flagRegion) };
}

/**
 * The reference data of one database. The catalogue never changes while the process
 * runs (seeded per version at start), so it is read from the database once and kept;
 * agency choices are read on every call, as an agency may change them at any time.
 */
export function referenceCatalogue(db: Db) {
  const countryList = once(async (): Promise<Country[]> => {
    const rows = await db.select().from(countries).innerJoin(currencies, eq(currencies.code, countries.currencyCode)).orderBy(asc(countries.sortOrder));
    return rows.map(({ countries: c, currencies: money }) => ({
      name: c.name,
      code: c.code,
      currency: money.code,
      currencyName: money.name,
      symbol: money.symbol,
      ...flagFields(c.code),
      nativeName: c.nativeName,
      capital: c.capital,
      continent: c.continent,
      continentName: continents[c.continent],
      dialCode: c.dialCode,
    }));
  });

  const currencyByCode = once(async () => new Map((await db.select().from(currencies)).map((row) => [row.code, toCurrency(row)])));

  const rates = once(async (): Promise<ExchangeRatesResponse> => {
    const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currencyCode));
    const asOf = rows.find((r) => r.currencyCode === 'USD')?.asOf;
    if (!asOf) throw new Error('exchange_rates has no USD row: the reference catalogue is not seeded');
    return { base: 'USD', asOf, rates: Object.fromEntries(rows.map((r) => [r.currencyCode, r.unitsPerUsd])) };
  });

  /** Countries with a seeded airport: where the built-in car provider rents. */
  const carRentalCountryList = once(async () =>
    db
      .select({ code: countries.code, name: countries.name })
      .from(countries)
      .where(exists(db.select({ one: airports.code }).from(airports).where(eq(airports.countryCode, countries.code))))
      .orderBy(asc(countries.sortOrder)),
  );

  async function settingsOf(agencyId: number) {
    const [row] = await db.select().from(agencyReferenceSettings).where(eq(agencyReferenceSettings.agencyId, agencyId));
    return { countries: row?.enabledCountries ?? null, currencies: row?.enabledCurrencies ?? DEFAULT_ENABLED_CURRENCIES };
  }

  async function enabledCountries(agencyId: number): Promise<Country[]> {
    const [all, settings] = await Promise.all([countryList(), settingsOf(agencyId)]);
    if (settings.countries === null) return all;
    const enabled = new Set(settings.countries);
    return all.filter((c) => enabled.has(c.code));
  }

  return {
    countries: countryList,
    rates,
    enabledCountries,

    /** In the agency's order; a code the catalogue no longer has is skipped. */
    async enabledCurrencies(agencyId: number): Promise<Currency[]> {
      const [byCode, settings] = await Promise.all([currencyByCode(), settingsOf(agencyId)]);
      return settings.currencies.flatMap((code) => byCode.get(code) ?? []);
    },

    /** The agency's countries with car rental, named in `lang` and sorted for its readers. */
    async carRentalCountries(agencyId: number, lang: LanguageCode): Promise<CarRentalCountry[]> {
      const [offered, enabled] = await Promise.all([carRentalCountryList(), enabledCountries(agencyId)]);
      const allowed = new Set(enabled.map((c) => c.code));
      const list = offered.filter((c) => allowed.has(c.code));
      if (lang === 'en') return list;
      const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
      const collator = new Intl.Collator(lang);
      return list.map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name })).sort((a, b) => collator.compare(a.name, b.name));
    },

    /** The cruise lines the agency sells, by name, each with its home ports in the line's order. */
    async shipLines(agencyId: number): Promise<ShipLine[]> {
      const rows = await db
        .select({ line: cruiseLines, port: cruisePorts })
        .from(agencyCruiseLines)
        .innerJoin(cruiseLines, eq(cruiseLines.id, agencyCruiseLines.cruiseLineId))
        .innerJoin(cruiseLinePorts, eq(cruiseLinePorts.cruiseLineId, cruiseLines.id))
        .innerJoin(cruisePorts, eq(cruisePorts.id, cruiseLinePorts.portId))
        .where(eq(agencyCruiseLines.agencyId, agencyId))
        .orderBy(asc(cruiseLines.name), asc(cruiseLines.id), asc(cruiseLinePorts.position));
      const byId = new Map<string, ShipLine>();
      for (const { line, port } of rows) {
        let shipLine = byId.get(line.id);
        if (!shipLine) {
          shipLine = {
            id: line.id,
            name: line.name,
            headquarters: { city: line.headquartersCity, countryCode: line.headquartersCountry },
            regions: line.regions,
            homePorts: [],
          };
          byId.set(line.id, shipLine);
        }
        shipLine.homePorts.push({ id: port.id, name: port.name, city: port.city, countryCode: port.countryCode, latitude: port.latitude, longitude: port.longitude });
      }
      return [...byId.values()];
    },
  };
}

export type ReferenceCatalogue = ReturnType<typeof referenceCatalogue>;
