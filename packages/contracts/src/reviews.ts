// Guest reviews of a place to stay (a hotel today; resorts and cruises later), as plain rules
// the browser can bundle without zod.

/** What guests score besides the whole stay, in the order pages show them. */
export const REVIEW_ASPECTS = ['cleanliness', 'location', 'service', 'value'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

/** Scores are out of 5, like the guest rating on a results card. */
export const REVIEW_SCORE_MAX = 5;

/**
 * The word for a score out of 5, as a translation key. The bands are the ones the API's hotel
 * descriptions use ('Guests rate it very good: 4.0 out of 5'), so the page never says two things.
 */
export type ScoreWord = 'exceptional' | 'veryGood' | 'good' | 'fair';

const SCORE_WORDS: readonly (readonly [number, ScoreWord])[] = [
  [4.5, 'exceptional'],
  [4, 'veryGood'],
  [3.5, 'good'],
];

export function scoreWord(score: number): ScoreWord {
  return SCORE_WORDS.find(([from]) => score >= from)?.[1] ?? 'fair';
}
