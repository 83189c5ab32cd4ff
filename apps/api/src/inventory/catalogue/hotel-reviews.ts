import { hashSeed, mulberry32, type Rng } from '@travel/artwork';
import { LANGUAGE_CODES, REVIEW_ASPECTS, REVIEW_SCORE_MAX, type GuestReview, type GuestReviews, type LanguageCode, type ReviewAspect } from '@travel/contracts';
import { REVIEW_VOICES, TRAVELLER_WEIGHTS, type ReviewVoice, type Sentiment } from './hotel-review-voices';

/** The latest reviews the answer carries; `count` says how many the score is made of. */
export const LATEST_REVIEWS = 6;
/** The chance that a reviewer speaks the language of the hotel's country, where one of ours does. */
const LOCAL_SHARE = 0.4;

export interface ReviewedHotel {
  id: number;
  stars: number;
  /** Out of 5, one decimal: the score the reviews add up to. */
  guestRating: number;
  city: string;
  countryCode: string;
}

/** The first day of `now`'s UTC month. Reviews are dated before it: the same all month, and never stale. */
export const reviewsAsOf = (now: Date): string => `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;

const round1 = (x: number): number => Math.round(x * 10) / 10;
const within = (x: number, min: number, max: number): number => Math.min(max, Math.max(min, x));
const daysBefore = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The language of the hotel's country, where one of our reviewers' languages is spoken there. */
const LOCAL_LANGUAGE = new Map<string, LanguageCode>(LANGUAGE_CODES.flatMap((language) => REVIEW_VOICES[language].countries.map((country) => [country, language] as const)));

/** Aspects spread around the score by offsets that sum to zero, so they average to it (up to rounding and the 1-5 bounds). */
function breakdownOf(rng: Rng, score: number): GuestReviews['breakdown'] {
  const offsets = REVIEW_ASPECTS.map(() => (rng.next() - 0.5) * 0.8);
  const mean = offsets.reduce((a, b) => a + b, 0) / offsets.length;
  const [cleanliness = 0, location = 0, service = 0, value = 0] = offsets.map((offset) => round1(within(score + offset - mean, 1, REVIEW_SCORE_MAX)));
  return { cleanliness, location, service, value };
}

function languageOf(rng: Rng, countryCode: string): LanguageCode {
  const local = LOCAL_LANGUAGE.get(countryCode);
  if (local && rng.next() < LOCAL_SHARE) return local;
  let ticket = rng.next() * LANGUAGE_CODES.reduce((sum, language) => sum + TRAVELLER_WEIGHTS[language], 0);
  return LANGUAGE_CODES.find((language) => (ticket -= TRAVELLER_WEIGHTS[language]) < 0) ?? 'en';
}

const sentimentOf = (score: number): Sentiment => (score >= 5 ? 'great' : score === 4 ? 'good' : score === 3 ? 'mixed' : 'poor');

/**
 * An opener for how the stay went, then praise for some of the hotel's better aspects and
 * complaints about its worse ones: never both of one aspect.
 */
function textOf(rng: Rng, voice: ReviewVoice, sentiment: Sentiment, breakdown: GuestReviews['breakdown'], city: string): string {
  const ranked = [...REVIEW_ASPECTS].sort((a, b) => breakdown[b] - breakdown[a]);
  const praise = (aspect: ReviewAspect) => voice.aspects[aspect].good;
  const complaint = (aspect: ReviewAspect) => voice.aspects[aspect].bad;
  const better = () => praise(rng.pick(ranked.slice(0, 2)));
  const worse = () => complaint(rng.pick(ranked.slice(2)));
  let body: string[];
  switch (sentiment) {
    case 'great':
      body = rng.sample(ranked.slice(0, 3), 2).map(praise);
      break;
    case 'good':
      body = rng.next() < 0.5 ? [better()] : [better(), worse()];
      break;
    case 'mixed':
      body = [better(), worse()];
      break;
    case 'poor':
      body = rng.sample(ranked.slice(2), 2).map(complaint);
      break;
  }
  return [rng.pick(voice.openers[sentiment]), ...body].join(' ').replaceAll('{city}', city);
}

/**
 * What guests say of a hotel: its guest rating as the score, a breakdown around it, a count
 * that grows with the stars, and the latest reviews, dated before `asOf` (YYYY-MM-DD), each
 * in its reviewer's language. Drawn from a stream seeded by the hotel's id: the same reviews
 * on every request and every machine.
 */
export function hotelReviews(hotel: ReviewedHotel, asOf: string): GuestReviews {
  const rng = mulberry32(hashSeed(`reviews:${hotel.id}`));
  const score = hotel.guestRating;
  const breakdown = breakdownOf(rng, score);
  const count = rng.int(25, 120) * hotel.stars;
  let daysAgo = rng.int(1, 12);
  const reviews: GuestReview[] = [];
  for (let n = 1; n <= LATEST_REVIEWS; n++) {
    const language = languageOf(rng, hotel.countryCode);
    const voice = REVIEW_VOICES[language];
    const points = within(Math.round(score + (rng.next() + rng.next() - 1) * 1.5), 1, REVIEW_SCORE_MAX);
    // Two guests rarely write the same words: draw again, a few times, rather than repeat a review.
    let text = textOf(rng, voice, sentimentOf(points), breakdown, hotel.city);
    for (let retry = 0; retry < 10 && reviews.some((review) => review.text === text); retry++) text = textOf(rng, voice, sentimentOf(points), breakdown, hotel.city);
    reviews.push({
      id: `${hotel.id}-${n}`,
      // Six reviews by six people: a name already signed is drawn from the others.
      name: rng.pick(voice.names.filter((name) => reviews.every((review) => review.name !== name))),
      country: rng.pick(voice.countries),
      date: daysBefore(asOf, daysAgo),
      score: points,
      language,
      text,
    });
    daysAgo += rng.int(4, 35);
  }
  return { score, count, breakdown, reviews };
}
