/** Letters NFD does not decompose into a base letter plus a mark. */
const FOLDS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * The search form of a name, for every autosuggest and airport search: accents stripped (NFD,
 * combining marks removed), lower case, letters NFD leaves alone folded ('Grünerløkka' ->
 * 'grunerlokka'), apostrophes dropped ("O'Hare" -> 'ohare'), anything else that is not a letter
 * or digit a single space. The seed stores it and the API applies it to what the user typed, so
 * both sides agree without database extensions (unaccent is not in PGlite); the result holds no
 * `%` or `_`, so it is safe inside LIKE.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (ch) => FOLDS[ch] ?? ch)
    .replace(/['’ʻ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 'rio de janeiro' -> ['rio de janeiro', 'de janeiro', 'janeiro']: every word-start of a normalised phrase. */
export function wordSuffixes(phrase: string): string[] {
  const words = phrase.split(' ').filter(Boolean);
  return words.map((_, i) => words.slice(i).join(' '));
}

/** The word-suffixes of a name with their word position: 0 (the whole name) ranks first. */
export function searchTerms(name: string): { term: string; position: number }[] {
  return wordSuffixes(normaliseSearch(name)).map((term, position) => ({ term, position }));
}
