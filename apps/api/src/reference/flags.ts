/** The flag fields SPEC 3 gives a country or currency item: emoji, its code points, an image path. */
export interface FlagFields {
  emoji: string;
  unicode: string;
  image: string;
}

/** Regional indicator symbol A is U+1F1E6; a flag emoji is two of them spelling the region code. */
const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * Flag of a two-letter region ('NO', or 'EU' for the euro). The image is a path the web
 * app serves from a flag-icon package (DESIGN.md: flags come from packages made for them),
 * so no flag is fetched from outside at run time.
 */
export function flagFields(region: string): FlagFields {
  const points = [...region.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65);
  return {
    emoji: String.fromCodePoint(...points),
    unicode: points.map((p) => `U+${p.toString(16).toUpperCase()}`).join(' '),
    image: `/flags/${region.toLowerCase()}.svg`,
  };
}
