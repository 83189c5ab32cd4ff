// The guest reviews of a place to stay (GET /api/hotels/:hotelId/reviews): a summary and
// the latest few reviews, each in the language it was written in.
import { z } from 'zod';
import { REVIEW_SCORE_MAX, type ReviewAspect } from './reviews';

/** Out of 5, one decimal. */
const score = z.number().min(0).max(REVIEW_SCORE_MAX);

export const guestReviewSchema = z.object({
  id: z.string(),
  /** The reviewer's first name, as they wrote it. */
  name: z.string(),
  /** Where the reviewer lives: ISO 3166 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  date: z.iso.date(),
  /** Whole points out of 5. */
  score: z.number().int().min(1).max(REVIEW_SCORE_MAX),
  /** BCP 47 code of the language `text` is written in, for the page's `lang`. */
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
  text: z.string(),
});
export type GuestReview = z.infer<typeof guestReviewSchema>;

export const guestReviewsSchema = z.object({
  /** The whole stay, out of 5: the guest rating the results card shows. */
  score,
  /** Every review the score is made of; `reviews` holds only the latest few. */
  count: z.number().int().min(0),
  breakdown: z.object({ cleanliness: score, location: score, service: score, value: score } satisfies Record<ReviewAspect, typeof score>),
  /** The latest first. */
  reviews: z.array(guestReviewSchema),
});
export type GuestReviews = z.infer<typeof guestReviewsSchema>;
