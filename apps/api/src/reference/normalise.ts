/**
 * Search keys: lower case, accents stripped ('São Paulo' -> 'sao paulo', 'Zürich' ->
 * 'zurich'), apostrophes dropped ("O'Hare" -> 'ohare'), any other punctuation a single
 * space. Seed and query use this one function, so what a traveller types meets what we
 * stored whatever their keyboard; the result holds only [a-z0-9 ], safe inside LIKE.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʻ`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'rio de janeiro' -> ['rio de janeiro', 'de janeiro', 'janeiro']: every word-start of a phrase. */
export function wordSuffixes(phrase: string): string[] {
  const words = phrase.split(' ').filter(Boolean);
  return words.map((_, i) => words.slice(i).join(' '));
}
