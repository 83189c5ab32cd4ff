// The API sends amenities, boards and room types as its inventory words them, and bed types
// as codes; the pages translate each one (hotels.json, @travel/ui useHotelTerms). Every word
// the seeded catalogue can send must have a translation in every language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BED_TYPES, LANGUAGE_CODES, vocabularyCode } from '@travel/contracts';
import { AMENITIES, ROOM_TYPES } from '../src/seed/inventory/vocabulary';

const LOCALES = join(__dirname, '..', '..', '..', 'public', 'locales');
const hotelsTexts = (language: string) => JSON.parse(readFileSync(join(LOCALES, language, 'hotels.json'), 'utf8')) as Record<string, unknown>;

/** The text at a dotted key, or at one of its plural forms (a bed is counted: rooms.bed.king_one). */
function translated(tree: Record<string, unknown>, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  const table = parts.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) as Record<string, unknown> | undefined;
  const texts = [last, ...['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => `${last}_${form}`)].map((name) => table?.[name]);
  return texts.some((text) => typeof text === 'string' && text.trim() !== '');
}

const KEYS = [
  ...AMENITIES.map((word) => `amenities.${vocabularyCode(word)}`),
  ...ROOM_TYPES.map((room) => `boards.${vocabularyCode(room.board)}`),
  ...ROOM_TYPES.map((room) => `rooms.type.${vocabularyCode(room.name)}`),
  ...BED_TYPES.map((bed) => `rooms.bed.${bed}`),
];

describe.each(LANGUAGE_CODES)('hotels.json in %s', (language) => {
  const texts = hotelsTexts(language);
  it.each([...new Set(KEYS)])('translates %s', (key) => {
    expect(translated(texts, key)).toBe(true);
  });
});
