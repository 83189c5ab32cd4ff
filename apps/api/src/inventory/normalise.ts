/** Letters NFD does not decompose into a base letter plus a mark. */
const FOLDS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * The search form of a name: accents stripped (NFD, combining marks removed), lower case,
 * punctuation as spaces. 'São Paulo' -> 'sao paulo', 'Grünerløkka' -> 'grunerlokka'. The
 * seed stores it and the API applies it to what the user typed, so both sides agree
 * without database extensions (unaccent is not in PGlite).
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (ch) => FOLDS[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every word-suffix of a name: 'sao paulo' -> ['sao paulo', 'paulo'], so a prefix search finds any word. */
export function searchTerms(name: string): { term: string; position: number }[] {
  const words = normaliseSearch(name).split(' ').filter(Boolean);
  return words.map((_, position) => ({ term: words.slice(position).join(' '), position }));
}
