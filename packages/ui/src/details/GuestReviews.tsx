import { useTranslation } from 'react-i18next';
import { REVIEW_ASPECTS, REVIEW_SCORE_MAX, scoreWord, type GuestReview, type GuestReviews as Reviews } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { countryName, formatReviewDate, formatScore, inOtherLanguage, languageName } from './reviewFormat';
import './reviews.css';

/** The share of the bar a score fills. */
const filled = (score: number) => `${Math.round((score / REVIEW_SCORE_MAX) * 100)}%`;

function ReviewSummary({ reviews }: { reviews: Reviews }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const score = formatScore(reviews.score, language);
  return (
    <div className="review-summary">
      <p className="review-overall">
        <span className="review-badge" aria-hidden="true" dir="ltr">
          {score}
        </span>
        <span className="review-overall-text">
          <strong>{t(`reviews.word.${scoreWord(reviews.score)}`)}</strong>
          <span className="visually-hidden">{t('reviews.scoreOutOf', { score })}</span>
          <span className="review-count">{t('reviews.count', { count: reviews.count })}</span>
        </span>
      </p>
      <dl className="review-aspects">
        {REVIEW_ASPECTS.map((aspect) => {
          const value = formatScore(reviews.breakdown[aspect], language);
          return (
            <div key={aspect} className="review-aspect">
              <dt>{t(`reviews.aspect.${aspect}`)}</dt>
              <dd>
                <span className="review-bar" aria-hidden="true">
                  <span style={{ inlineSize: filled(reviews.breakdown[aspect]) }} />
                </span>
                <span aria-hidden="true">{value}</span>
                <span className="visually-hidden">{t('reviews.scoreOutOf', { score: value })}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

function Review({ review }: { review: GuestReview }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return (
    <article className="review">
      <header className="review-head">
        <span className="review-avatar" aria-hidden="true" lang={review.language}>
          {[...review.name][0]}
        </span>
        <div>
          <p className="review-author">
            <bdi lang={review.language}>{review.name}</bdi>
          </p>
          <p className="review-meta">
            {countryName(review.country, language)} · <time dateTime={review.date}>{formatReviewDate(review.date, language)}</time>
          </p>
        </div>
        <p className="review-points">
          <span aria-hidden="true" dir="ltr">
            {review.score}/{REVIEW_SCORE_MAX}
          </span>
          <span className="visually-hidden">{t('reviews.pointsOutOf', { score: review.score })}</span>
        </p>
      </header>
      <p className="review-text" lang={review.language} dir="auto">
        {review.text}
      </p>
      {inOtherLanguage(review.language, language) ? <p className="review-language">{t('reviews.writtenIn', { language: languageName(review.language, language) })}</p> : null}
    </article>
  );
}

/**
 * What guests say of a place to stay: the score with its word and count, the score of each
 * aspect, and the latest reviews, each marked with the language it is written in (so it is
 * read and hyphenated as such) and saying which language when it is not the page's.
 */
export function GuestReviews({ reviews }: { reviews: Reviews }) {
  const { t } = useTranslation();
  return (
    <div className="guest-reviews">
      <ReviewSummary reviews={reviews} />
      {reviews.reviews.length > 0 ? (
        <ul className="review-list" aria-label={t('reviews.latest')}>
          {reviews.reviews.map((review) => (
            <li key={review.id}>
              <Review review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('reviews.none')}</p>
      )}
    </div>
  );
}
