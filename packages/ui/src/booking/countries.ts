import { displayNames, type Country } from '@travel/contracts';

/**
 * The countries to choose a nationality from, named and ordered in the page's language (the
 * browser's own region names; the API's English name where it has none).
 */
export function countryChoices(countries: readonly Pick<Country, 'code' | 'name'>[], language: string): { code: string; name: string }[] {
  const names = displayNames(language, { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  return countries.map((country) => ({ code: country.code, name: names.of(country.code) ?? country.name })).sort((a, b) => collator.compare(a.name, b.name));
}
