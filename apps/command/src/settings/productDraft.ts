// The Product Settings form's rules: pure functions over the settings being edited.
import type { ProductSettings } from '@travel/contracts';

export type ProductField = 'services' | 'languages' | 'currencies' | 'countries';

/** A code added to or taken off a list; what is kept keeps its order, an addition goes last. */
export function toggled<T extends string>(list: readonly T[], code: T, on: boolean): T[] {
  const without = list.filter((item) => item !== code);
  return on ? [...without, code] : without;
}

/** A default taken off its list moves to the list's first entry (or stays, when the list is empty: the form then refuses it). */
export const keptDefault = <T extends string>(list: readonly T[], current: T): T => (list.includes(current) ? current : (list[0] ?? current));

/** What the form must refuse before sending, field by field, in the form's order. */
export function productProblems(settings: ProductSettings): ProductField[] {
  const problems: ProductField[] = [];
  if (!settings.services.some(({ active }) => active)) problems.push('services');
  if (settings.languages.length === 0) problems.push('languages');
  if (settings.currencies.length === 0) problems.push('currencies');
  if (settings.countries !== null && settings.countries.length === 0) problems.push('countries');
  return problems;
}

/** A choice list narrowed by what was typed, by code or name, any case. */
export function matching<T extends { code: string; name: string }>(choices: readonly T[], typed: string): T[] {
  const needle = typed.trim().toLocaleLowerCase();
  if (needle === '') return [...choices];
  return choices.filter(({ code, name }) => code.toLocaleLowerCase().includes(needle) || name.toLocaleLowerCase().includes(needle));
}
