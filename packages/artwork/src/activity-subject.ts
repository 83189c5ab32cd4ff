/** What an activity's picture shows. */
export const ACTIVITY_SUBJECTS = ['walk', 'food', 'cooking', 'bike', 'photo', 'museum', 'daytrip', 'night', 'streetart', 'boat'] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

/**
 * First match wins, so the more particular words come first: a 'food tour by boat' is a
 * boat tour, a 'night food walk' a food tour, a 'cooking class' no tasting.
 */
const BY_WORD: readonly (readonly [RegExp, ActivitySubject])[] = [
  [/\b(boat|cruise|ferry|kayak|canal|sail(ing)?|yacht)\b/, 'boat'],
  [/\b(cooking|cookery|chef)\b/, 'cooking'],
  [/\b(food|tasting|market|wine|dinner|lunch|brunch|street food)\b/, 'food'],
  [/\b(museums?|gallery|galleries|exhibition|palace)\b/, 'museum'],
  [/\b(street art|graffiti|murals?)\b/, 'streetart'],
  [/\b(bikes?|bicycle|cycling)\b/, 'bike'],
  [/\b(photo|photography|sunset|sunrise)\b/, 'photo'],
  [/\b(night|evening)\b/, 'night'],
  [/\b(day trip|full-day|excursion|hike|hiking|trek|countryside|national park)\b/, 'daytrip'],
];

/** The subject of an activity's picture, from its title; a walk through town when it says nothing more. */
export function activitySubjectOf(title: string): ActivitySubject {
  const words = title.toLowerCase();
  return BY_WORD.find(([pattern]) => pattern.test(words))?.[1] ?? 'walk';
}
