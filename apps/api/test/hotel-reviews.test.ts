import { LANGUAGE_CODES, REVIEW_ASPECTS, apiErrorSchema, guestReviewsSchema, hotelSearchResponseSchema, isoDay } from '@travel/contracts';
import { LATEST_REVIEWS, hotelReviews, reviewsAsOf, type ReviewedHotel } from '../src/inventory/catalogue/hotel-reviews';
import { REVIEW_VOICES } from '../src/inventory/catalogue/hotel-review-voices';
import { generateCatalogue } from '../src/seed/inventory/generate';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { sender } from './inventory-helpers';

const AS_OF = '2026-11-01';
const catalogue = generateCatalogue();
const cityOf = new Map(catalogue.cities.map((city) => [city.id, city]));
const reviewed: ReviewedHotel[] = catalogue.hotels.map((hotel) => {
  const city = cityOf.get(hotel.cityId)!;
  return { id: hotel.id, stars: hotel.stars, guestRating: hotel.guestRating, city: city.name, countryCode: city.countryCode };
});
const everyHotel = reviewed.map((hotel) => ({ hotel, reviews: hotelReviews(hotel, AS_OF) }));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('the review generator', () => {
  it('is the same for the same hotel and month, and differs between hotels', () => {
    const [first, second] = reviewed;
    expect(hotelReviews(first!, AS_OF)).toEqual(hotelReviews({ ...first! }, AS_OF));
    expect(hotelReviews(first!, AS_OF).reviews.map((r) => r.text)).not.toEqual(hotelReviews(second!, AS_OF).reviews.map((r) => r.text));
  });

  it('answers the contract for every seeded hotel, with the latest few of a larger count', () => {
    for (const { reviews } of everyHotel) {
      expect(guestReviewsSchema.safeParse(reviews).error).toBeUndefined();
      expect(reviews.reviews).toHaveLength(LATEST_REVIEWS);
      // No hotel shows the same words, or the same reviewer, twice.
      expect(new Set(reviews.reviews.map((review) => review.text)).size).toBe(LATEST_REVIEWS);
      expect(new Set(reviews.reviews.map((review) => review.name)).size).toBe(LATEST_REVIEWS);
      expect(reviews.count).toBeGreaterThanOrEqual(25);
    }
  });

  it('scores as the results card rates the hotel, with a breakdown that averages to it and reviews around it', () => {
    for (const { hotel, reviews } of everyHotel) {
      expect(reviews.score).toBe(hotel.guestRating);
      const aspects = REVIEW_ASPECTS.map((aspect) => reviews.breakdown[aspect]);
      expect(Math.abs(mean(aspects) - hotel.guestRating)).toBeLessThanOrEqual(0.25);
      for (const score of aspects) expect(Math.abs(score - hotel.guestRating)).toBeLessThanOrEqual(0.7);
      for (const review of reviews.reviews) expect(Math.abs(review.score - hotel.guestRating)).toBeLessThanOrEqual(2);
    }
  });

  it('dates reviews newest first, within a year and a half before the month', () => {
    for (const { reviews } of everyHotel) {
      const dates = reviews.reviews.map((r) => r.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(dates[0]! < AS_OF).toBe(true);
      expect(dates.at(-1)! >= '2025-05-01').toBe(true);
    }
    expect(reviewsAsOf(new Date('2026-11-24T13:00:00Z'))).toBe('2026-11-01');
    expect(reviewsAsOf(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });

  it('writes each review in its reviewer’s language, from a country that speaks it, every language of the agencies', () => {
    const all = everyHotel.flatMap(({ reviews }) => reviews.reviews);
    expect(new Set(all.map((r) => r.language))).toEqual(new Set(LANGUAGE_CODES));
    for (const review of all) {
      const voice = REVIEW_VOICES[review.language as keyof typeof REVIEW_VOICES];
      expect(voice.countries).toContain(review.country);
      expect(voice.names).toContain(review.name);
      expect(review.text).not.toContain('{city}');
      expect(Object.values(voice.openers).flat().some((opener) => review.text.startsWith(opener))).toBe(true);
    }
    // An Arabic review is in Arabic script, a Norwegian one in Norwegian.
    expect(all.find((r) => r.language === 'ar')?.text).toMatch(/[\u0600-\u06ff]/);
    expect(all.find((r) => r.language === 'no')?.text).toMatch(/opphold|hotell|rommet|ansatte|pengene|prisen/i);
  });

  it('hears the local language more often in a country that speaks one', () => {
    const share = (country: string, language: string) => {
      const reviews = everyHotel.filter(({ hotel }) => hotel.countryCode === country).flatMap(({ reviews }) => reviews.reviews);
      return reviews.filter((r) => r.language === language).length / reviews.length;
    };
    expect(share('NO', 'no')).toBeGreaterThan(0.3);
    expect(share('ES', 'es')).toBeGreaterThan(0.3);
    expect(share('US', 'no')).toBeLessThan(0.2);
  });

  it('never praises and faults the same aspect in one review', () => {
    const english = REVIEW_VOICES.en.aspects;
    /** The words of a sentence before the city's name. */
    const says = (text: string, sentence: string) => text.includes(sentence.split('{city}')[0]!);
    for (const review of everyHotel.flatMap(({ reviews }) => reviews.reviews).filter((r) => r.language === 'en')) {
      for (const aspect of REVIEW_ASPECTS) expect(says(review.text, english[aspect].good) && says(review.text, english[aspect].bad)).toBe(false);
    }
  });

  it('praises in a glowing review and complains in a poor one', () => {
    const all = everyHotel.flatMap(({ hotel, reviews }) => reviews.reviews.map((review) => ({ hotel, review })));
    const english = all.filter(({ review }) => review.language === 'en');
    const glowing = english.find(({ review }) => review.score === 5);
    const poor = english.find(({ review }) => review.score <= 2);
    expect(glowing?.review.text).toMatch(/^(A wonderful stay|We loved everything)/);
    expect(poor?.review.text).toMatch(/^(Disappointing|Unfortunately)/);
  });
});

describe('GET /api/hotels/:hotelId/reviews', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, DB_TIMEOUT_MS);
  afterAll(() => server.close());
  const send = sender(() => server);
  const day = (offset: number): string => isoDay(new Date(Date.now() + offset * 86_400_000));

  it('answers the hotel’s reviews, scored as its results card rates it, the same on every call', async () => {
    const res = await send('GET', '/api/hotels/2/reviews');
    expect(res.statusCode).toBe(200);
    const reviews = guestReviewsSchema.parse(res.json());
    expect(reviews).toEqual(hotelReviews(reviewed.find((hotel) => hotel.id === 2)!, reviewsAsOf(new Date())));

    const search = await send('POST', '/api/hotels/search', { destination: { cityId: 1 }, checkIn: day(30), checkOut: day(32), rooms: [{ adults: 2, childAges: [] }], pageSize: 50 });
    const card = hotelSearchResponseSchema.parse(search.json()).results.find((result) => result.hotelId === 2);
    expect(reviews.score).toBe(card?.guestRating);
    expect((await send('GET', '/api/hotels/2/reviews')).json()).toEqual(res.json());
  });

  it('answers 404 for an unknown hotel and 400 for a malformed id', async () => {
    const unknown = await send('GET', '/api/hotels/999999/reviews');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No hotel with id 999999' } });
    const malformed = await send('GET', '/api/hotels/abc/reviews');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).error.message).toContain('params.hotelId');
  });

  it('is per agency: unknown 404, inactive 403', async () => {
    expect((await send('GET', '/api/hotels/2/reviews', undefined, 'nowhere.localhost')).statusCode).toBe(404);
    expect((await send('GET', '/api/hotels/2/reviews', undefined, 'closed.localhost')).statusCode).toBe(403);
  });
});
