// GET /api/hotels/:id/reviews for the mock catalogue, in the API's shape (guestReviewsSchema):
// the hotel's guest rating as the score, and a few of the reviews below, dated before the
// first of the month, as the API dates its own (apps/api/src/inventory/catalogue/hotel-reviews.ts).
import { REVIEW_SCORE_MAX, type GuestReview, type GuestReviews } from '@travel/contracts';
import type { CatalogueHotel } from './hotel-catalogue';

type Written = Pick<GuestReview, 'name' | 'country' | 'language' | 'text' | 'score'>;

/** What reviewers wrote, in the languages the demo agencies speak, with the score each gave. */
const WRITTEN: readonly Written[] = [
  { name: 'Emma', country: 'GB', language: 'en', score: 5, text: 'A wonderful stay from start to finish. The staff were friendly and helpful throughout.' },
  { name: 'Lucía', country: 'ES', language: 'es', score: 4, text: 'En general, una estancia muy agradable. La ubicación es perfecta para recorrer la ciudad.' },
  { name: 'Ingrid', country: 'NO', language: 'no', score: 3, text: 'Et greit opphold, med både opp- og nedturer. Rommet kunne vært renere.' },
  { name: 'João', country: 'BR', language: 'pt', score: 5, text: 'Uma estadia maravilhosa do início ao fim. Ótima relação custo-benefício.' },
  { name: 'ليلى', country: 'AE', language: 'ar', score: 4, text: 'فندق جيد، ويسعدنا أن نقيم فيه مرة أخرى. كان الموظفون ودودين ومتعاونين طوال الوقت.' },
  { name: 'Mads', country: 'DK', language: 'da', score: 3, text: 'Noget var godt, andet mindre godt. For dyrt i forhold til, hvad man får.' },
  { name: 'Lena', country: 'DE', language: 'de', score: 4, text: 'Insgesamt ein sehr angenehmer Aufenthalt. Das Zimmer war blitzsauber und das Bett sehr bequem.' },
  { name: 'Camille', country: 'FR', language: 'fr', score: 4, text: "Dans l'ensemble, un séjour très agréable. Excellent rapport qualité-prix." },
  { name: 'Astrid', country: 'SE', language: 'sv', score: 4, text: 'Överlag en mycket trevlig vistelse. Läget är perfekt för att upptäcka staden.' },
];
const LATEST = 4;

const round1 = (x: number) => Math.round(x * 10) / 10;
const within = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

function firstOfMonth(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}

/** Four of the reviews, starting at one the hotel's id picks; the same ones on every call. */
export function hotelReviewsOf(hotel: Pick<CatalogueHotel, 'id' | 'stars' | 'guestRating'>, now = new Date()): GuestReviews {
  const score = hotel.guestRating;
  const aspect = (offset: number) => round1(within(score + offset, 1, REVIEW_SCORE_MAX));
  const reviews = Array.from({ length: LATEST }, (_, n): GuestReview => {
    const written = WRITTEN[(hotel.id + n * 2) % WRITTEN.length] as Written;
    return { ...written, id: `${hotel.id}-${n + 1}`, date: new Date(firstOfMonth(now) - (3 + n * 17) * 86_400_000).toISOString().slice(0, 10) };
  });
  return {
    score,
    count: 20 + ((hotel.id * 37) % 300) + hotel.stars * 10,
    breakdown: { cleanliness: aspect(0.2), location: aspect(0.3), service: aspect(-0.1), value: aspect(-0.4) },
    reviews,
  };
}
