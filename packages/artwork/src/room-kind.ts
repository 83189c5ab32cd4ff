/** The guest rooms the painter tells apart: by the beds and the space around them. */
export const ROOM_KINDS = ['double', 'king', 'twin', 'family', 'suite', 'penthouse'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** First match wins: a 'Family Suite' is furnished for a family, a 'Penthouse Suite' as a penthouse. */
const BY_WORD: readonly (readonly [RegExp, RoomKind])[] = [
  [/\bpenthouse\b/, 'penthouse'],
  [/\bfamily\b/, 'family'],
  [/\b(twin|single)\b/, 'twin'],
  [/\bsuite\b/, 'suite'],
  [/\b(king|superior|deluxe)\b/, 'king'],
];

/** The kind of room a room type's name describes; a plain double when it says nothing more. */
export function roomKindOf(name: string): RoomKind {
  const words = name.toLowerCase();
  return BY_WORD.find(([pattern]) => pattern.test(words))?.[1] ?? 'double';
}
