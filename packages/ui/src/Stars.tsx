import { Star } from 'lucide-react';
import './stars.css';

export const MAX_STARS = 5;

/** SPEC 2.4 and 9: a rating shows as whole stars out of 5, floored (4.9 is 4 stars). */
export function wholeStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.floor(rating)));
}

/**
 * Five stars, the first `wholeStars(rating)` filled. `label` is what a screen reader hears
 * instead of the icons ('Rated 4 out of 5'); the caller translates it from `wholeStars`.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = wholeStars(rating);
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: MAX_STARS }, (_, position) => (
        <Star key={position} className={position < filled ? 'star star-filled' : 'star'} aria-hidden="true" size={16} />
      ))}
    </span>
  );
}
