import { CLIMATES } from '@travel/artwork';
import { STYLE_TURNS } from '../src/hotel-building';

// A city's hotels have consecutive ids and take their building styles in turn.
test.each(CLIMATES)('%s: neighbouring hotels never share a style, and any four in a row show at least three', (climate) => {
  const turns = STYLE_TURNS[climate];
  const at = (i: number) => turns[i % turns.length];
  for (let i = 0; i < turns.length; i++) {
    expect(at(i)).not.toBe(at(i + 1));
    expect(new Set([at(i), at(i + 1), at(i + 2), at(i + 3)]).size).toBeGreaterThanOrEqual(3);
  }
});
