import { normaliseSearch } from './search-text';

/**
 * The code a word of the inventory's vocabulary is translated by: the hotels journey sends
 * amenities, boards and room types as its supplier names them (English words), and the pages
 * look each one up as hotels.json `amenities.<code>`, `boards.<code>`, `rooms.<code>` (bed
 * types are codes already: `beds.<code>`). 'Free Wi-Fi' -> 'free-wi-fi', 'Breakfast
 * included' -> 'breakfast-included'; a code is its own code ('sofa-bed').
 */
export const vocabularyCode = (word: string): string => normaliseSearch(word).replace(/ /g, '-');
