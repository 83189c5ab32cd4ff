import { NATIVE_LANGUAGE_NAMES, type Language, type LanguageCode } from '@travel/contracts';

/**
 * The language list the picker shows, in the agency's order. `value` is what the picker
 * selects and the pll_language cookie stores: the code itself.
 */
export function languagesFor(codes: readonly LanguageCode[]): Language[] {
  return codes.map((code) => ({ name: NATIVE_LANGUAGE_NAMES[code], code, value: code }));
}
